// A minimal iCalendar (RFC 5545) writer for demo invitations: one VEVENT, its time zone
// as a VTIMEZONE built from the tz database's offset at that moment, CRLF line ends, lines
// folded at 75 octets (never inside a UTF-8 character), TEXT values escaped (§3.3.11).
import { site } from "../../contracts/site.ts";
import { offsetMinutes, wallTimeOf } from "../../contracts/zoned-time.ts";

const UID_DOMAIN = `@${new URL(site.url).hostname}`;

/** A booking's event UID, stable for its life: a reschedule updates the same event. */
export const bookingUid = (bookingId: string) => `${bookingId}${UID_DOMAIN}`;

/** True for an event the site wrote (a booking in a host's calendar), not one of the host's own. */
export const isSiteBookingUid = (uid: string) => uid.endsWith(UID_DOMAIN);

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface Invitation {
  /** Null for the event itself as a calendar stores it (CalDAV refuses METHOD, RFC 4791 §4.1). */
  method: InvitationMethod | null;
  /** Stable for the life of the booking: a reschedule updates the same event. */
  uid: string;
  /** 0 when booked, +1 on each change (RFC 5545 §3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  /** Where to join: the video call's link (LOCATION and URL). */
  location?: string | null;
  attendee: { name: string; email: string };
  /** DTSTAMP: when this version of the invitation was made. */
  stamp: Date;
  productId: string;
}

/** Control characters a TEXT or parameter value may not hold (tab aside, §3.1): dropped. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

/**
 * TEXT escaping: backslash, semicolon, comma, and every line break (CRLF, LF or a lone CR,
 * which some readers also take for a line end) as '\n', so no text can start a property.
 */
export const escapeText = (value: string) =>
  value
    .replace(CONTROLS, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** A quoted parameter value (CN): double quotes and line breaks are not allowed inside, so they go. */
const paramValue = (value: string) => `"${value.replace(CONTROLS, "").replace(/["\r\n]/g, "")}"`;

/** Splits a content line into chunks of at most 75 octets, continuing with CRLF + space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYYMMDDTHHMMSSZ'. */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Local date-time in `timeZone`: 'YYYYMMDDTHHMMSS'. */
function localStamp(d: Date, timeZone: string) {
  const { date, minutes } = wallTimeOf(d, timeZone);
  return `${date.replace(/-/g, "")}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

/** '-0300' for -180 minutes. */
function utcOffset(minutes: number) {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

export function invitationIcs(invite: Invitation): string {
  const offset = utcOffset(offsetMinutes(invite.start, invite.timeZone));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${invite.productId}`,
    "CALSCALE:GREGORIAN",
    ...(invite.method ? [`METHOD:${invite.method}`] : []),
    "BEGIN:VTIMEZONE",
    `TZID:${invite.timeZone}`,
    // The offset in force at the event; Brasília keeps one offset all year since 2019.
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${invite.timeZone}:${localStamp(invite.start, invite.timeZone)}`,
    `DTEND;TZID=${invite.timeZone}:${localStamp(invite.end, invite.timeZone)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`, `URL:${invite.location.replace(CONTROLS, "").replace(/[\r\n]/g, "")}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${invite.attendee.email}`,
    `STATUS:${invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The attachment form of an invitation. */
export function invitationAttachment(invite: Invitation & { method: InvitationMethod }) {
  return {
    filename: invite.method === "CANCEL" ? "cancelamento.ics" : "convite.ics",
    contentType: `text/calendar; charset=utf-8; method=${invite.method}`,
    content: invitationIcs(invite),
  };
}
