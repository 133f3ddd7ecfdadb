// Every message the server sends, built with representative inputs: plain ones, hostile ones
// (markup, links and phone numbers typed into a name or a company) and the ones that take each
// branch of a message (no name left to greet, the visitor in another time zone, a reschedule,
// nobody to tell of an erasure...). The subjects and texts they render are pinned
// (texts.test.ts): the words a recipient reads change only on purpose.
import { attributionOf } from "../../contracts/attribution-rules.ts";
import type { DemoRequestFields } from "../../contracts/demo-request.ts";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { scoreAnswers } from "../../contracts/maturity-scoring.ts";
import { confirmationEmail, duplicateSignupEmail, invitationEmail, magicLinkEmail, passwordResetEmail } from "../accounts/emails.ts";
import { staffSignInEmail } from "../staff/emails.ts";
import { bookingEmails, holdEmail, type BookingRecord } from "../bookings/emails.ts";
import { outcomeRequestEmail, reminderEmail } from "../bookings/followup-emails.ts";
import { demoRequestEmails } from "../demo-requests/emails.ts";
import { maturityReportEmail } from "../maturity-reports/emails.ts";
import { newsletterConfirmEmail } from "../newsletter/emails.ts";
import { dataRightsLinkEmail, erasureConfirmationEmail } from "../rights/emails.ts";
import type { OutboxMessage } from "./outbox.ts";

export const SAMPLE_SITE = "https://site.exemplo.test";
export const SAMPLE_SALES_INBOX = "vendas@tramita.com.br";
/** A name and a company with markup, an apostrophe and ampersands: text in every part, never markup. */
export const HOSTILE_NAME = `D'Ávila <script>alert("nome")</script> & Filhos`;
export const HOSTILE_COMPANY = `Contábil "2000" & <b>Cia</b> <script>alert('empresa')</script>`;
/** Notes over two lines, with markup. */
export const HOSTILE_NOTES = `Linha 1 <img src=x onerror=alert(1)>\nLinha 2 & "fim"`;
export const SAMPLE_EMAIL = "davila@exemplo.com.br";
/** A campaign name with markup: the sales copy's origin line shows it as text. */
export const HOSTILE_CAMPAIGN = `<img src=x onerror=alert(1)> inverno & "2026"`;

export const sampleLink = (path: string) => `${SAMPLE_SITE}${path}?token=abc`;

const NOW = new Date("2026-11-24T10:00:00Z");

export const sampleAttribution = attributionOf(
  {
    last: { utm_source: "Google", utm_medium: "CPC", utm_campaign: HOSTILE_CAMPAIGN, landing_path: "/calculadora" },
    first: { referrer: "https://www.linkedin.com/feed", landing_path: "/", at: "2026-10-01T12:00:00Z" },
  },
  NOW,
);

export const sampleLead: DemoRequestFields = {
  name: HOSTILE_NAME,
  email: SAMPLE_EMAIL,
  phone: "+55 11 98765-4321",
  company: HOSTILE_COMPANY,
  solution: "protocolos",
  details: HOSTILE_NOTES,
  users: 12,
  protocolUsers: "1-10",
  volume: "1-50",
  preferredDay: "qqdia",
  preferredTime: "8h-10h",
};

/**
 * Notes as people type them: a blank line, an indented line, a tab and doubled spaces, all
 * kept in the text a salesperson reads.
 */
const TYPED_NOTES = "Queremos centralizar as correspondências das obras.\n\n  Prioridades:\tmalote  e protocolos.\nObrigada!";

const plainLead: DemoRequestFields = {
  name: "Rafaela Prado",
  email: "rafaela@construtoraprumo.com.br",
  phone: "(11) 3456-7890",
  // A no-break space, as pasted from a signature.
  company: "Construtora Prumo\u00a0Ltda.",
  solution: "correspondencias",
  details: TYPED_NOTES,
  protocolUsers: "11-20",
  volume: "51-150",
  preferredDay: "terca",
  preferredTime: "14h-16h",
};

/** A confirmed booking by a visitor in Lisbon (their clock differs from Brasília's). */
export const sampleBooking: BookingRecord = {
  id: "3f1c0d2e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T12:00:00Z"),
  updatedAt: new Date("2026-11-20T12:00:00Z"),
  status: "confirmed",
  slotStart: new Date("2026-11-25T17:00:00Z"),
  name: HOSTILE_NAME,
  email: SAMPLE_EMAIL,
  phone: "+55 11 98765-4321",
  phoneE164: "+5511987654321",
  company: HOSTILE_COMPANY,
  topic: "protocolos",
  notes: HOSTILE_NOTES,
  timeZone: "Europe/Lisbon",
  sequence: 1,
  tokenHash: "hash",
  ipHash: "ip",
  cancelledAt: null,
  holdExpiresAt: null,
  confirmedAt: new Date("2026-11-20T12:10:00Z"),
  // Booked without hosts (no BOOKING_HOSTS_FILE): nobody named, no link yet.
  hostId: null,
  hostName: null,
  hostEmail: null,
  meetingUrl: null,
  outcome: null,
  outcomeAt: null,
  outcomeTokenHash: null,
};

/** A booking made in Brasília's time zone, with no notes and no attribution. */
const plainBooking: BookingRecord = {
  ...sampleBooking,
  name: "Rafaela Prado",
  email: "rafaela@construtoraprumo.com.br",
  company: "Construtora Prumo",
  topic: "correspondencias",
  notes: null,
  timeZone: "America/Sao_Paulo",
  sequence: 0,
};

export const sampleBookingContext = { salesInbox: SAMPLE_SALES_INBOX, publicSiteUrl: SAMPLE_SITE, token: "tok", now: NOW, attribution: sampleAttribution };
const heldBooking = (booking: BookingRecord): BookingRecord => ({ ...booking, status: "held", holdExpiresAt: new Date("2026-11-20T12:30:00Z"), confirmedAt: null });
const holdContext = { salesInbox: SAMPLE_SALES_INBOX, publicSiteUrl: SAMPLE_SITE, token: "tok" };

const followupContext = { salesInbox: SAMPLE_SALES_INBOX, publicSiteUrl: SAMPLE_SITE, host: null };
/** A host with a video link (hosts of BOOKING_HOSTS_FILE). */
const sampleHost = { name: "Paulo Andrade", email: "paulo.andrade@tramita.com.br", joinUrl: "https://meet.jit.si/tramita-demo-5f2a9c" };

/** Answers that leave some dimensions weak, and answers that leave none. */
export const sampleResult = scoreAnswers(QUESTIONS.map((_, i) => i % 4));
const strongResult = scoreAnswers(QUESTIONS.map(() => 3));
export const sampleResultUrl = `${SAMPLE_SITE}/avaliacao-maturidade/resultado?r=abc`;

const [demoSales, demoVisitor] = demoRequestEmails(sampleLead, "lead-1", { salesInbox: SAMPLE_SALES_INBOX, publicSiteUrl: SAMPLE_SITE, attribution: sampleAttribution });
const [plainDemoSales, plainDemoVisitor] = demoRequestEmails(plainLead, "lead-2", { salesInbox: SAMPLE_SALES_INBOX, publicSiteUrl: SAMPLE_SITE, attribution: attributionOf(undefined, NOW) });
const [bookedVisitor, bookedSales] = bookingEmails(sampleBooking, "booked", sampleBookingContext);
const [movedVisitor, movedSales] = bookingEmails(sampleBooking, "rescheduled", { ...sampleBookingContext, previousStart: new Date("2026-11-24T17:00:00Z") });
const [cancelledVisitor, cancelledSales] = bookingEmails(sampleBooking, "cancelled", { ...sampleBookingContext, token: null });
const [plainBookedVisitor, plainBookedSales] = bookingEmails(plainBooking, "booked", { ...sampleBookingContext, attribution: attributionOf(undefined, NOW) });

/** Each sample by a name of its own (its pinned text's name in texts.test.ts's snapshot). */
export const MESSAGE_SAMPLES: Record<string, OutboxMessage> = {
  "account-confirm-email": confirmationEmail(
    { name: "Rafaela Prado", email: "rafaela@construtoraprumo.com.br", company: "Construtora Prumo" },
    sampleLink("/confirmar-email"),
    "Diamante (mensal)",
  ),
  "account-confirm-email-hostile": confirmationEmail({ name: HOSTILE_NAME, email: SAMPLE_EMAIL, company: HOSTILE_COMPANY }, sampleLink("/confirmar"), "Profissional"),
  "account-confirm-email-nameless": confirmationEmail({ name: "http://golpe.example", email: "alvo@exemplo.com.br", company: "golpe.example" }, sampleLink("/confirmar"), "Ouro (anual)"),
  "account-duplicate-signup": duplicateSignupEmail({ name: HOSTILE_NAME, email: SAMPLE_EMAIL }, sampleLink("/nova-senha")),
  "account-password-reset": passwordResetEmail({ name: HOSTILE_NAME, email: SAMPLE_EMAIL }, sampleLink("/nova-senha")),
  "account-magic-link": magicLinkEmail({ name: HOSTILE_NAME, email: SAMPLE_EMAIL }, sampleLink("/assinatura")),
  "account-invitation": invitationEmail("colega@exemplo.com.br", { name: HOSTILE_NAME, email: SAMPLE_EMAIL }, sampleLink("/convite")),
  "account-invitation-nameless": invitationEmail("joao@construtoraprumo.com.br", { name: "www.golpe.example", email: "rafaela@construtoraprumo.com.br" }, "https://app.tramita.com.br"),
  "demo-request-sales": demoSales!,
  "demo-request-sales-plain": plainDemoSales!,
  "demo-request-visitor": demoVisitor!,
  "demo-request-visitor-plain": plainDemoVisitor!,
  "demo-request-visitor-nameless": demoRequestEmails({ ...plainLead, name: "bit.ly/pix" }, "lead-3", {
    salesInbox: SAMPLE_SALES_INBOX,
    publicSiteUrl: SAMPLE_SITE,
    attribution: attributionOf(undefined, NOW),
  })[1]!,
  "booking-held-visitor": holdEmail(heldBooking(sampleBooking), holdContext),
  "booking-held-visitor-plain": holdEmail(heldBooking(plainBooking), holdContext),
  "booking-booked-visitor": bookedVisitor!,
  "booking-booked-sales": bookedSales!,
  "booking-booked-visitor-plain": plainBookedVisitor!,
  "booking-booked-sales-plain": plainBookedSales!,
  "booking-rescheduled-visitor": movedVisitor!,
  "booking-rescheduled-sales": movedSales!,
  "booking-cancelled-visitor": cancelledVisitor!,
  "booking-cancelled-sales": cancelledSales!,
  "booking-reminder-visitor": reminderEmail(sampleBooking, 24 * 60, "tok", followupContext),
  "booking-reminder-visitor-host": reminderEmail(plainBooking, 60, "tok", { ...followupContext, host: sampleHost }),
  "booking-reminder-visitor-minutes": reminderEmail(plainBooking, 2, "tok", followupContext),
  "booking-outcome-sales": outcomeRequestEmail(sampleBooking, "tok", followupContext),
  "booking-outcome-host": outcomeRequestEmail(plainBooking, "tok", { ...followupContext, host: sampleHost }),
  "maturity-report": maturityReportEmail({ name: HOSTILE_NAME, email: SAMPLE_EMAIL, result: sampleResult, resultUrl: sampleResultUrl, siteUrl: SAMPLE_SITE }),
  "maturity-report-all-strong": maturityReportEmail({ name: "Rafaela Prado", email: SAMPLE_EMAIL, result: strongResult, resultUrl: sampleResultUrl, siteUrl: SAMPLE_SITE }),
  "newsletter-confirm": newsletterConfirmEmail(SAMPLE_EMAIL, {
    confirm: `${SAMPLE_SITE}/newsletter/confirmar#token=abc`,
    unsubscribePage: `${SAMPLE_SITE}/newsletter/cancelar?token=def`,
    oneClick: `${SAMPLE_SITE}/api/newsletter/unsubscribe?token=def`,
  }),
  "data-rights-link": dataRightsLinkEmail(SAMPLE_EMAIL, sampleLink("/privacidade/meus-dados")),
  "data-rights-erased": erasureConfirmationEmail(SAMPLE_EMAIL, ["crm", "rdstation"], new Date("2026-11-24T17:05:00Z")),
  "data-rights-erased-nobody-told": erasureConfirmationEmail(SAMPLE_EMAIL, [], new Date("2026-11-24T17:05:00Z")),
  "staff-sign-in": staffSignInEmail("dona@tramita.com.br", sampleLink("/painel/entrar")),
};
