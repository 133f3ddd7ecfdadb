// An e-mailed link of /agendamento (?reserva=...&acao=confirmar|cancelar|remarcar), read by
// the route's clientLoader. The view that manages the booking is only needed with a link, so
// it is imported then, beside the booking's own call, and never by the booking flow.
import { BOOKING_TOKEN_PARAM } from "../../../contracts/api-paths";
import { BOOKING_ACTION_PARAM, BOOKING_ACTIONS, type BookingAction, type BookingView } from "../../../contracts/booking-options";
import { lazyModule } from "../../lib/lazy-module";
import { readUrlSecret } from "../../lib/url-secrets";
import { loadBooking, type BookingOutcome } from "./booking-api";

/**
 * An e-mailed link of this page view: a hold's confirmation link, which nothing reads before
 * the visitor presses the page's button, or a manage link with the booking as the server
 * answered for it.
 */
export type ManageLink =
  | { token: string; action: "confirmar" }
  | { token: string; action: Exclude<BookingAction, "confirmar">; booking: BookingOutcome<BookingView> };

/** The manage view's module, imported once a page view holds a link. */
export const manageView = lazyModule(() => import("./manage-booking"));

const isAction = (value: string | null): value is BookingAction => (BOOKING_ACTIONS as readonly (string | null)[]).includes(value);

/**
 * The link this history entry was opened with (and a manage link's booking), or null when the
 * page was opened without one. Nothing here spends a link: a confirmation link is only spent
 * by the page's button (a mail scanner may open the page and run its scripts), and reading a
 * manage link's booking spends nothing. Resolves once the manage view's module is in too.
 */
export async function loadManageLink(url: string): Promise<ManageLink | null> {
  const token = readUrlSecret(BOOKING_TOKEN_PARAM);
  if (!token) return null;
  const asked = new URL(url).searchParams.get(BOOKING_ACTION_PARAM);
  const action: BookingAction = isAction(asked) ? asked : "remarcar";
  if (action === "confirmar") {
    await manageView.load();
    return { token, action };
  }
  const [booking] = await Promise.all([loadBooking(token), manageView.load()]);
  return { token, action, booking };
}
