// An e-mailed link of /agendamento (?reserva=...&acao=confirmar|cancelar|remarcar), read by
// the route's clientLoader. The view that manages the booking is only needed with a link, so
// it is imported then, beside the booking's own call, and never by the booking flow.
import { BOOKING_TOKEN_PARAM } from "../../../contracts/api-paths";
import { BOOKING_ACTION_PARAM, BOOKING_ACTIONS, type BookingAction, type BookingView } from "../../../contracts/booking-options";
import { lazyModule } from "../../lib/lazy-module";
import { readUrlSecret } from "../../lib/url-secrets";
import { confirmBooking, loadBooking, type BookingOutcome } from "./booking-api";

/** An e-mailed link of this page view, with the booking as the server answered for it. */
export interface ManageLink {
  token: string;
  action: BookingAction;
  booking: BookingOutcome<BookingView>;
}

/** The manage view's module, imported once a page view holds a link. */
export const manageView = lazyModule(() => import("./manage-booking"));

const isAction = (value: string | null): value is BookingAction => (BOOKING_ACTIONS as readonly (string | null)[]).includes(value);

/**
 * The link this history entry was opened with and the booking, or null when the page was
 * opened without one. A confirmation link is spent here, once per page view (the router
 * calls a clientLoader once per navigation); a manage link's booking is only loaded (reading
 * it spends nothing). Resolves once the manage view's module is in too.
 */
export async function loadManageLink(url: string): Promise<ManageLink | null> {
  const token = readUrlSecret(BOOKING_TOKEN_PARAM);
  if (!token) return null;
  const asked = new URL(url).searchParams.get(BOOKING_ACTION_PARAM);
  const action: BookingAction = isAction(asked) ? asked : "remarcar";
  const [booking] = await Promise.all([action === "confirmar" ? confirmBooking(token) : loadBooking(token), manageView.load()]);
  return { token, action, booking };
}
