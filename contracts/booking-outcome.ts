// The outcome of a demo (issue 'Outcome'): after its end the host is asked by e-mail whether the
// visitor came, and answers on /agendamento/resultado, whose button records it (a POST: a mail
// scanner opening the link records nothing). Shared by the page, the API and the e-mail.
import { BOOKING_TOKEN_PARAM } from "./url-secret-params.ts";

export const BOOKING_OUTCOMES = ["attended", "no_show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** The page of the host's e-mailed links. */
export const BOOKING_OUTCOME_PATH = "/agendamento/resultado";
/** The query parameter naming the answer a link gives, and its values (the words the host reads). */
export const BOOKING_OUTCOME_PARAM = "resposta";
export const OUTCOME_ANSWERS = { compareceu: "attended", "nao-compareceu": "no_show" } as const satisfies Record<string, BookingOutcome>;
export type OutcomeAnswer = keyof typeof OUTCOME_ANSWERS;

/** What each outcome reads like, on the page and in the e-mail's links. */
export const OUTCOME_LABELS: Record<BookingOutcome, string> = { attended: "Compareceu", no_show: "Não compareceu" };

export function bookingOutcomeUrl(origin: string, token: string, outcome: BookingOutcome): string {
  const url = new URL(BOOKING_OUTCOME_PATH, origin);
  url.searchParams.set(BOOKING_TOKEN_PARAM, token);
  url.searchParams.set(BOOKING_OUTCOME_PARAM, Object.entries(OUTCOME_ANSWERS).find(([, value]) => value === outcome)![0]);
  return url.toString();
}

/** The outcome a link's answer names; null for anything else. */
export const outcomeOfAnswer = (answer: string | null): BookingOutcome | null => (answer !== null && Object.hasOwn(OUTCOME_ANSWERS, answer) ? OUTCOME_ANSWERS[answer as OutcomeAnswer] : null);

/** 200 of POST BOOKING_API.outcome: the outcome recorded (now, or by an earlier answer) and the demo it is about. */
export interface BookingOutcomeRecorded {
  outcome: BookingOutcome;
  recordedAt: string;
  slotStart: string;
  /** The visitor's name, for the host's confirmation line. */
  name: string;
}
