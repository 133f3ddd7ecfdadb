// Rows -> the data of the events about them (contracts/events.ts), where several routes
// describe the same record: a booking, an account's subscription.
import type { Attribution } from "../../contracts/attribution-rules.ts";
import type { EventData } from "../../contracts/events.ts";
import type { MailingConsent } from "../../contracts/mailing-consent.ts";
import { slotEnd } from "../../contracts/booking-slots.ts";
import { accountPlan, type PlanPrice } from "../accounts/account-plan.ts";
import type { accounts, bookings } from "../db/schema.ts";

type BookingRow = typeof bookings.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

/** What every booking.* event says of a booking, with the attribution and mailing opt-in stored at its booking. */
export function bookingData(booking: BookingRow, attribution: Attribution, mailingConsent: MailingConsent): EventData<"booking.created"> {
  return {
    booking_id: booking.id,
    status: booking.status === "cancelled" ? "cancelled" : "confirmed",
    slot_start: booking.slotStart.toISOString(),
    slot_end: slotEnd(booking.slotStart.toISOString()),
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    phone_e164: booking.phoneE164,
    company: booking.company,
    topic: booking.topic as EventData<"booking.created">["topic"],
    notes: booking.notes,
    time_zone: booking.timeZone,
    sequence: booking.sequence,
    attribution,
    mailing_consent: mailingConsent,
  };
}

/** The account's plan with the price the server charges for it (asked of the price source). */
export function planData(account: Pick<AccountRow, "planTier" | "billingPeriod">, price: PlanPrice): EventData<"trial.started">["plan"] {
  const plan = accountPlan(account);
  return { tier: plan.tier, name: price.planName, period: plan.period, monthly_price_cents: price.monthlyPriceCents, period_total_cents: price.periodTotalCents };
}

/** What every subscription.* event says about the account after the change. */
export function subscriptionData(account: AccountRow, price: PlanPrice): Omit<EventData<"subscription.reactivated">, "reactivated_at"> {
  return {
    account_id: account.id,
    email: account.email,
    status: account.status === "canceled" ? "canceled" : "trialing",
    plan: planData(account, price),
    trial_ends_at: account.trialEndsAt?.toISOString() ?? null,
  };
}
