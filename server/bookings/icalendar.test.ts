import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, invitationIcs, type Invitation } from "./icalendar.ts";

const invite: Invitation = {
  method: "REQUEST",
  uid: "3f1c2b9e-0000-4000-8000-000000000001@tramita.com.br",
  sequence: 2,
  start: new Date("2026-11-24T17:00:00.000Z"),
  end: new Date("2026-11-24T17:30:00.000Z"),
  timeZone: "America/Sao_Paulo",
  summary: "Demonstração do Tramita: Contábil Horizonte, Matriz; Filiais",
  description: "Linha um\nLinha dois com acentuação: ação, pré-requisitos, coração; e vírgulas, muitas, para passar de setenta e cinco octetos.",
  organizer: { name: "Tramita", email: "comercial@tramita.com.br" },
  attendee: { name: 'Mariana "Mari" Souza', email: "mariana@exemplo.com.br" },
  stamp: new Date("2026-11-22T15:00:00.000Z"),
  productId: "-//Tramita//Agendamento//PT",
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  const event = new ICAL.Event(vevent);
  event.startDate.zone = timezone;
  event.endDate.zone = timezone;
  return { calendar, vevent, event };
}

describe("iCalendar invitation (RFC 5545)", () => {
  it("parses, with the time in Brasília's zone and the right instant", () => {
    const { calendar, event, vevent } = parse(invitationIcs(invite));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Sao_Paulo");
    expect(event.startDate.toString()).toBe("2026-11-24T14:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-24T17:30:00.000Z");
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(event.organizer).toBe("mailto:comercial@tramita.com.br");
    expect(event.attendees[0]!.getParameter("cn")).toBe("Mariana Mari Souza");
  });

  it("uses CRLF and no line longer than 75 octets", () => {
    const ics = invitationIcs(invite);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("a cancellation keeps the UID and says CANCEL / CANCELLED", () => {
    const { calendar, event, vevent } = parse(invitationIcs({ ...invite, method: "CANCEL", sequence: 3 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(3);
  });

  it("folds without splitting a multi-byte character, and unfolds to the original", () => {
    const line = `DESCRIPTION:${"ação ".repeat(40)}`;
    const folded = foldLine(line);
    expect(folded.split("\r\n ").join("")).toBe(line);
    for (const part of folded.split("\r\n")) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part).toString("utf8")).not.toContain("\uFFFD");
    }
  });

  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("a line break of any kind in a text (a lone CR too) cannot start a property", () => {
    const injected = "\rATTENDEE;CN=Intruso:mailto:intruso@exemplo.com\r\nX-INJETADO:1\nORGANIZER:mailto:intruso@exemplo.com";
    const ics = invitationIcs({
      ...invite,
      summary: `Demonstração${injected}`,
      description: `Detalhes\u0000${injected}`,
      attendee: { name: "Mariana\rX-CN:1", email: invite.attendee.email },
    });
    // oxlint-disable-next-line no-control-regex -- no control character may be left
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\0-\x08\x0a-\x1f\x7f]/);
    // Some readers take a lone CR for a line end: they must see the same properties.
    const { event, vevent } = parse(ics.replace(/\r\n?/g, "\r\n"));
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
    expect(vevent.getAllProperties("organizer")).toHaveLength(1);
    expect(vevent.getFirstProperty("x-injetado")).toBeNull();
    const asText = "\nATTENDEE;CN=Intruso:mailto:intruso@exemplo.com\nX-INJETADO:1\nORGANIZER:mailto:intruso@exemplo.com";
    expect(event.summary).toBe(`Demonstração${asText}`);
    expect(event.description).toBe(`Detalhes${asText}`);
    expect(event.attendees[0]!.getParameter("cn")).toBe("MarianaX-CN:1");
  });
});
