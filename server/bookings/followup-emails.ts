// The mails a confirmed booking plans for later (followups.ts): the visitor's reminders before
// the demo, with the join link and the links to change it, and after its end the request to the
// host (or, without one, the sales inbox) to say whether the visitor came. Each is one component
// (server/mail/components.ts) rendered to HTML and text.
import { createElement as h, Fragment } from "react";
import { bookingManageUrl } from "../../contracts/booking-options.ts";
import { bookingOutcomeUrl, OUTCOME_LABELS } from "../../contracts/booking-outcome.ts";
import { BOOKING_FIELDS } from "../../contracts/endpoints/booking.ts";
import { Button, CallToAction, Email, Lines, Link, Muted, Paragraph, Rows, Strong, Title } from "../mail/components.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { renderMail } from "../mail/render.ts";
import { greetingFor } from "../mail/visitor-text.ts";
import type { BookingHost } from "./booking-host.ts";
import { demoFacts, shortWhen, type BookingRecord } from "./emails.ts";
import { offsetWords } from "./reminder-offsets.ts";

export interface FollowupMailContext {
  salesInbox: string;
  publicSiteUrl: string;
  host: BookingHost | null;
}

export const REMINDER_KIND = "booking.reminder.visitor";

/** The visitor's reminder `minutes` before the demo; `token` is the manage links' (the latest e-mail's). */
export function reminderEmail(booking: BookingRecord, minutes: number, token: string, { salesInbox, publicSiteUrl, host }: FollowupMailContext): OutboxMessage {
  const { start, whenLines } = demoFacts(booking);
  return {
    kind: REMINDER_KIND,
    to: booking.email,
    replyTo: host?.email ?? salesInbox,
    about: [booking.email],
    carriesToken: true,
    subject: `Lembrete: demonstração ${shortWhen(start)} (horário de Brasília)`,
    ...renderMail(
      h(ReminderEmail, {
        greeting: greetingFor(booking.name),
        lead: `Sua demonstração começa ${offsetWords(minutes)}.`,
        whenLines: [...whenLines, ...(host ? [`Com: ${host.name}`] : [])],
        joinUrl: host?.joinUrl ?? null,
        reschedule: bookingManageUrl(publicSiteUrl, token, "remarcar"),
        cancel: bookingManageUrl(publicSiteUrl, token, "cancelar"),
      }),
    ),
  };
}

interface ReminderProps {
  greeting: string;
  lead: string;
  whenLines: string[];
  joinUrl: string | null;
  reschedule: string;
  cancel: string;
}

function ReminderEmail({ greeting, lead, whenLines, joinUrl, reschedule, cancel }: ReminderProps) {
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    h(Paragraph, null, h(Strong, null, lead)),
    h(Lines, { lines: whenLines }),
    ...(joinUrl
      ? [h(Paragraph, null, "No horário, entre pela videochamada:"), h(CallToAction, { href: joinUrl }, "Entrar na videochamada")]
      : [h(Paragraph, null, "Um especialista envia o link da videochamada antes do horário.")]),
    h(Lines, {
      lines: [
        h(Fragment, null, "Não vai poder? ", h(Link, { href: reschedule }, "Remarque"), " ou ", h(Link, { href: cancel }, "cancele")),
        h(Muted, null, "Assim o horário fica livre para outra pessoa."),
      ],
    }),
  );
}

/** The request, after the demo's end, to say whether the visitor came; `token` is the outcome links'. */
export function outcomeRequestEmail(booking: BookingRecord, token: string, { salesInbox, publicSiteUrl, host }: FollowupMailContext): OutboxMessage {
  const { start, when, topic } = demoFacts(booking);
  return {
    kind: "booking.outcome.host",
    to: host?.email ?? salesInbox,
    replyTo: booking.email,
    about: [booking.email],
    carriesToken: true,
    subject: `A demonstração aconteceu? ${booking.company}, ${shortWhen(start)}`,
    ...renderMail(
      h(OutcomeRequestEmail, {
        reference: booking.id,
        rows: [
          ["Quando", when],
          ...(host ? ([["Com", host.name]] as [string, string][]) : []),
          [BOOKING_FIELDS.name.label, booking.name],
          [BOOKING_FIELDS.company.label, booking.company],
          [BOOKING_FIELDS.topic.label, topic],
        ],
        attended: bookingOutcomeUrl(publicSiteUrl, token, "attended"),
        noShow: bookingOutcomeUrl(publicSiteUrl, token, "no_show"),
      }),
    ),
  };
}

interface OutcomeRequestProps {
  reference: string;
  rows: [string, string][];
  attended: string;
  noShow: string;
}

function OutcomeRequestEmail({ reference, rows, attended, noShow }: OutcomeRequestProps) {
  return h(
    Email,
    { signed: false },
    h(Title, null, "A demonstração aconteceu?", h(Muted, null, ` (${reference})`)),
    h(Rows, { rows }),
    h(Paragraph, null, "O horário terminou. Diga se a pessoa compareceu: a resposta vai para o CRM e o RD Station."),
    h(Lines, { lines: [h(Button, { href: attended }, OUTCOME_LABELS.attended), h(Link, { href: noShow }, OUTCOME_LABELS.no_show)] }),
    h(Paragraph, { muted: true }, "Cada link abre uma página onde um botão registra a resposta."),
  );
}
