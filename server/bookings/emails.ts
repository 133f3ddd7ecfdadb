// The e-mails of a demo booking (spec §2 'Scheduling'). A new booking is a hold: the visitor
// alone gets the link that confirms it (holdEmail), and nothing else goes out until then.
// Once confirmed, the visitor and the sales inbox each get the calendar invitation: booked
// (at confirmation) and rescheduled send METHOD:REQUEST (same UID, a higher SEQUENCE after a
// change), cancelled sends METHOD:CANCEL. The visitor's copy carries the links to cancel or
// reschedule (single-use token). Each message is one component (server/mail/components.ts)
// rendered to HTML and text.
import { site } from "../../contracts/site.ts";
import { BOOKING_HOLD_MINUTES } from "../../contracts/booking-options.ts";
import { describeSlot, visitorTime } from "../../contracts/booking-format.ts";
import { formatClock, formatDate } from "../../contracts/format-date.ts";
import { BOOKING_TIME_ZONE, DEMO_DURATION_MINUTES, slotEnd } from "../../contracts/booking-slots.ts";
import { bookingManageUrl } from "../../contracts/booking-options.ts";
import { BOOKING_FIELDS } from "../../contracts/endpoints/booking.ts";
import type { bookings } from "../db/schema.ts";
import { SOLUTION_OPTIONS } from "../../contracts/demo-request-options.ts";
import { createElement as h, Fragment, type ReactNode } from "react";
import { Button, ButtonFallback, Email, HtmlBreak, Lines, Link, Muted, Paragraph, SalesNotice, Strong } from "../mail/components.ts";
import { labelOf } from "../mail/option-label.ts";
import { renderMail } from "../mail/render.ts";
import { greetingFor, nameForMail } from "../mail/visitor-text.ts";
import { bookingUid, invitationAttachment, type Invitation, type InvitationMethod } from "./icalendar.ts";
import type { Attribution } from "../../contracts/attribution-rules.ts";
import { originRows } from "../attribution/origin-line.ts";
import type { OutboxMessage } from "../mail/outbox.ts";

export type BookingRecord = typeof bookings.$inferSelect;
export type BookingChange = "booked" | "rescheduled" | "cancelled";

export interface BookingMailContext {
  salesInbox: string;
  publicSiteUrl: string;
  /** The new manage token (null after a cancellation: nothing left to manage). */
  token: string | null;
  /** The former start, for a reschedule. */
  previousStart?: Date;
  now: Date;
  /** Where the booking came from, for the sales copy. */
  attribution: Attribution;
}

const COPY: Record<BookingChange, { visitorSubject: string; salesSubject: string; lead: string; method: InvitationMethod }> = {
  booked: { visitorSubject: "Demonstração agendada", salesSubject: "Nova demonstração agendada", lead: "Sua demonstração está confirmada.", method: "REQUEST" },
  rescheduled: { visitorSubject: "Demonstração remarcada", salesSubject: "Demonstração remarcada", lead: "Sua demonstração foi remarcada.", method: "REQUEST" },
  cancelled: { visitorSubject: "Demonstração cancelada", salesSubject: "Demonstração cancelada", lead: "Sua demonstração foi cancelada e o horário foi liberado.", method: "CANCEL" },
};

/** '23/11/2026 às 14:00' for subjects. */
export const shortWhen = (start: Date) => `${formatDate(start)} às ${formatClock(start)}`;

/** The demo's time and topic as every mail about it words them. */
export function demoFacts(booking: BookingRecord) {
  const start = booking.slotStart;
  const end = new Date(slotEnd(start.toISOString()));
  const when = describeSlot(start.toISOString(), end.toISOString());
  const theirs = visitorTime(start.toISOString(), booking.timeZone);
  const theirLine = theirs ? `No seu fuso (${theirs.zone}): ${theirs.otherDay ? `${theirs.otherDay}, ` : ""}${theirs.time}` : null;
  const topic = labelOf(SOLUTION_OPTIONS, booking.topic);
  const host = booking.hostName ? [`Com: ${booking.hostName}`] : [];
  return { start, end, when, theirs, theirLine, topic, whenLines: [`Quando: ${when}`, ...(theirLine ? [theirLine] : []), `Assunto: ${topic}`, ...host] };
}

/**
 * The one mail of a new booking, to the visitor alone: the seat is held for
 * BOOKING_HOLD_MINUTES and the link confirms it. It goes to an address nobody has confirmed,
 * so it carries nothing the visitor wrote but a cleaned name (server/mail/visitor-text.ts).
 */
export function holdEmail(booking: BookingRecord, { salesInbox, publicSiteUrl, token }: { salesInbox: string; publicSiteUrl: string; token: string }): OutboxMessage {
  const { start, whenLines } = demoFacts(booking);
  return {
    kind: "booking.held.visitor",
    to: booking.email,
    replyTo: salesInbox,
    about: [booking.email],
    carriesToken: true,
    subject: `Confirme sua demonstração: ${shortWhen(start)} (horário de Brasília)`,
    ...renderMail(
      h(HoldEmail, {
        greeting: greetingFor(booking.name),
        whenLines,
        deadline: formatClock(booking.holdExpiresAt!),
        confirmUrl: bookingManageUrl(publicSiteUrl, token, "confirmar"),
      }),
    ),
  };
}

function HoldEmail({ greeting, whenLines, deadline, confirmUrl }: { greeting: string; whenLines: string[]; deadline: string; confirmUrl: string }) {
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    h(Paragraph, null, h(Strong, null, `Reservamos este horário para a sua demonstração por ${BOOKING_HOLD_MINUTES} minutos. Falta só confirmar.`)),
    h(Lines, { lines: whenLines }),
    h(Paragraph, null, `Confirme até as ${deadline} (horário de Brasília). `, h(HtmlBreak), h(Button, { href: confirmUrl }, "Confirme aqui")),
    h(ButtonFallback, { href: confirmUrl }),
    h(
      Paragraph,
      null,
      "Depois da confirmação, enviamos o convite para o seu calendário e os links para remarcar ou cancelar. Sem ela, o horário é liberado para outra pessoa.",
    ),
    h(Paragraph, { muted: true }, "Não pediu esta demonstração? Ignore este e-mail: nada será agendado."),
  );
}

/** Where the visitor learns how to join: the link when the booking has one, else the promise of one. */
const joinLine = (meetingUrl: string | null) => (meetingUrl ? `Link da videochamada: ${meetingUrl}` : "Um especialista envia o link da videochamada antes do horário.");

/**
 * The demo as a calendar event: its host as organizer (the site's name and the sales inbox
 * without hosts) and the video link as its place. `method` null: the event a host's CalDAV
 * calendar stores.
 */
export function bookingInvitation<M extends InvitationMethod | null>(booking: BookingRecord, method: M, { salesInbox, now }: { salesInbox: string; now: Date }): Invitation & { method: M } {
  const { start, end, topic } = demoFacts(booking);
  return {
    method,
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    start,
    end,
    timeZone: BOOKING_TIME_ZONE,
    // The same invitation goes to an address nobody has confirmed: no company name, a cleaned person's name.
    summary: `Demonstração do ${site.name}`,
    description: [
      `Demonstração de ${DEMO_DURATION_MINUTES} minutos do ${site.name}${booking.hostName ? ` com ${booking.hostName}` : ""}.`,
      `Assunto: ${topic}.`,
      joinLine(booking.meetingUrl),
      `Dúvidas: ${site.email} · ${site.phone.display}`,
    ].join("\n"),
    organizer: booking.hostName && booking.hostEmail ? { name: booking.hostName, email: booking.hostEmail } : { name: site.name, email: salesInbox },
    location: booking.meetingUrl,
    attendee: { name: nameForMail(booking.name), email: booking.email },
    stamp: now,
    productId: `-//${site.name}//Agendamento de demonstracao//PT`,
  };
}

export function bookingEmails(booking: BookingRecord, change: BookingChange, context: BookingMailContext): OutboxMessage[] {
  const copy = COPY[change];
  const { start, when, theirs, theirLine, topic, whenLines } = demoFacts(booking);
  const previous = context.previousStart ? `Antes: ${describeSlot(context.previousStart.toISOString(), slotEnd(context.previousStart.toISOString()))}` : null;

  const invite = invitationAttachment(bookingInvitation(booking, copy.method, context));

  const links = context.token
    ? {
        reschedule: bookingManageUrl(context.publicSiteUrl, context.token, "remarcar"),
        cancel: bookingManageUrl(context.publicSiteUrl, context.token, "cancelar"),
      }
    : null;
  const bookAgain = new URL("/agendamento", context.publicSiteUrl).toString();

  const rows: [string, string][] = [
    ["Quando", when],
    ...(previous ? ([["Horário anterior", previous.replace(/^Antes: /, "")]] as [string, string][]) : []),
    ...(theirLine ? ([["Fuso do visitante", `${booking.timeZone}: ${theirs!.time}`]] as [string, string][]) : []),
    [BOOKING_FIELDS.name.label, booking.name],
    [BOOKING_FIELDS.email.label, booking.email],
    [BOOKING_FIELDS.phone.label, booking.phone],
    [BOOKING_FIELDS.company.label, booking.company],
    [BOOKING_FIELDS.topic.label, topic],
    [BOOKING_FIELDS.notes.label, booking.notes || "Nenhuma"],
    ...(booking.hostName ? ([["Com", `${booking.hostName} <${booking.hostEmail}>`]] as [string, string][]) : []),
    ...(booking.meetingUrl ? ([["Videochamada", booking.meetingUrl]] as [string, string][]) : []),
    ["Reserva", booking.id],
    ...originRows(context.attribution),
  ];
  const salesNotice = { subject: `${copy.salesSubject}: ${booking.company}, ${shortWhen(start)}`, ...renderMail(h(SalesNotice, { title: copy.salesSubject, reference: booking.id, rows })), attachments: [invite] };
  // The host gets the invitation and the sales notice too (unless they are the sales inbox).
  const toHost = booking.hostEmail && booking.hostEmail.toLowerCase() !== context.salesInbox.toLowerCase();

  return [
    {
      kind: `booking.${change}.visitor`,
      // The links to cancel or reschedule (none once cancelled).
      carriesToken: links !== null,
      to: booking.email,
      replyTo: context.salesInbox,
      about: [booking.email],
      subject: `${copy.visitorSubject}: ${shortWhen(start)} (horário de Brasília)`,
      ...renderMail(
        h(BookingVisitorEmail, {
          greeting: greetingFor(booking.name),
          lead: copy.lead,
          whenLines: change === "cancelled" ? [`Era: ${when}`] : whenLines,
          previous,
          inviteFile: invite.filename,
          meetingUrl: booking.meetingUrl,
          next: change === "cancelled" || !links ? { bookAgain } : links,
        }),
      ),
      attachments: [invite],
    },
    { kind: `booking.${change}.sales`, to: context.salesInbox, replyTo: booking.email, about: [booking.email], ...salesNotice },
    ...(toHost ? [{ kind: `booking.${change}.host`, to: booking.hostEmail!, replyTo: booking.email, about: [booking.email], ...salesNotice }] : []),
  ];
}

interface BookingVisitorProps {
  greeting: string;
  lead: string;
  /** The demo's time and topic, or the time it was once cancelled. */
  whenLines: string[];
  /** The former time, after a reschedule. */
  previous: string | null;
  inviteFile: string;
  /** Where to join the call, when the booking has a link. */
  meetingUrl: string | null;
  /** The links to change the booking, or, once cancelled, the page to book again. */
  next: { reschedule: string; cancel: string } | { bookAgain: string };
}

function BookingVisitorEmail({ greeting, lead, whenLines, previous, inviteFile, meetingUrl, next }: BookingVisitorProps) {
  const lines: ReactNode[] = [...whenLines, ...(previous ? [h(Muted, null, previous)] : [])];
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    h(Paragraph, null, h(Strong, null, lead)),
    h(Lines, { lines }),
    ...("bookAgain" in next
      ? [h(Paragraph, null, "Quer marcar outro horário? ", h(Link, { href: next.bookAgain }, next.bookAgain))]
      : [
          meetingUrl
            ? h(Paragraph, null, `O convite para o seu calendário está em anexo (${inviteFile}). Entre na videochamada por este link: `, h(Link, { href: meetingUrl }, meetingUrl))
            : h(Paragraph, null, `O convite para o seu calendário está em anexo (${inviteFile}). ${joinLine(null)}`),
          h(Lines, {
            lines: [
              h(Fragment, null, "Precisa mudar? ", h(HtmlBreak), h(Button, { href: next.reschedule }, "Remarque")),
              h(Fragment, null, "Ou ", h(Link, { href: next.cancel }, "cancele")),
              h(Muted, null, "Cada link vale para uma alteração; depois dela enviamos um novo e-mail com links novos."),
            ],
          }),
          h(ButtonFallback, { href: next.reschedule }),
        ]),
  );
}
