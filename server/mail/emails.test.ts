// @vitest-environment jsdom
// Every e-mail the server sends, rendered with hostile visitor text: the HTML part is
// React-rendered (server/mail/html.ts), so what a visitor typed is text, never markup, and
// the only links are the ones we build from configuration.
import { attributionOf } from "../../contracts/attribution-rules.ts";
import { describe, expect, it } from "vitest";
import { bookingManageUrl } from "../../contracts/booking-options.ts";
import type { DemoRequestFields } from "../../contracts/demo-request.ts";
import { QUESTIONS, RECOMMENDATIONS } from "../../contracts/maturity-assessment.ts";
import { scoreAnswers } from "../../contracts/maturity-scoring.ts";
import { dataRightsLinkEmail, erasureConfirmationEmail } from "../rights/emails.ts";
import { confirmationEmail, duplicateSignupEmail, invitationEmail, magicLinkEmail, passwordResetEmail } from "../accounts/emails.ts";
import { bookingEmails, holdEmail, type BookingRecord } from "../bookings/emails.ts";
import { demoRequestEmails } from "../demo-requests/emails.ts";
import { maturityReportEmail } from "../maturity-reports/emails.ts";
import type { OutboxMessage } from "./outbox.ts";

const SITE = "https://site.exemplo.test";
const NAME = `D'Ávila <script>alert("nome")</script> & Filhos`;
const COMPANY = `Contábil "2000" & <b>Cia</b> <script>alert('empresa')</script>`;
const NOTES = `Linha 1 <img src=x onerror=alert(1)>\nLinha 2 & "fim"`;
const EMAIL = "davila@exemplo.com.br";
const link = (path: string) => `${SITE}${path}?token=abc`;

const lead: DemoRequestFields = {
  name: NAME,
  email: EMAIL,
  phone: "+55 11 98765-4321",
  company: COMPANY,
  solution: "protocolos",
  details: NOTES,
  users: 12,
  protocolUsers: "1-10",
  volume: "1-50",
  preferredDay: "qqdia",
  preferredTime: "8h-10h",
};

const booking: BookingRecord = {
  id: "3f1c0d2e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T12:00:00Z"),
  updatedAt: new Date("2026-11-20T12:00:00Z"),
  status: "confirmed",
  slotStart: new Date("2026-11-25T17:00:00Z"),
  name: NAME,
  email: EMAIL,
  phone: "+55 11 98765-4321",
  phoneE164: "+5511987654321",
  company: COMPANY,
  topic: "protocolos",
  notes: NOTES,
  timeZone: "Europe/Lisbon",
  sequence: 1,
  tokenHash: "hash",
  ipHash: "ip",
  cancelledAt: null,
  holdExpiresAt: null,
  confirmedAt: new Date("2026-11-20T12:10:00Z"),
};
/** A campaign name with markup: the sales copy's origin line shows it as text. */
const CAMPAIGN = `<img src=x onerror=alert(1)> inverno & "2026"`;
const attribution = attributionOf(
  { last: { utm_source: "Google", utm_medium: "CPC", utm_campaign: CAMPAIGN, landing_path: "/calculadora" }, first: { referrer: "https://www.linkedin.com/feed", landing_path: "/", at: "2026-10-01T12:00:00Z" } },
  new Date("2026-11-24T10:00:00Z"),
);
const bookingContext = { salesInbox: "vendas@tramita.com.br", publicSiteUrl: SITE, token: "tok", now: new Date("2026-11-24T10:00:00Z"), attribution };
const manage = [bookingManageUrl(SITE, "tok", "remarcar"), bookingManageUrl(SITE, "tok", "cancelar")];

const result = scoreAnswers(QUESTIONS.map((_, i) => i % 4));
const resultUrl = `${SITE}/avaliacao-maturidade/resultado?r=abc`;
const maturityLinks = [
  ...result.focus.flatMap((d) => RECOMMENDATIONS[d.dimension.id].links.map((l) => new URL(l.href, SITE).toString())),
  resultUrl,
  `${SITE}/signup`,
];

interface Case {
  mail: OutboxMessage;
  /** The hrefs of the HTML part, in order. */
  links: string[];
  /**
   * Sales mail shows the visitor's own words; mail to the visitor shows a cleaned name only,
   * and the sign-up's confirmation also the cleaned company (who signed up with the address).
   */
  showsVisitorText: boolean;
  cleanedCompany?: string;
}

const [demoSales, demoVisitor] = demoRequestEmails(lead, "lead-1", { salesInbox: "vendas@tramita.com.br", publicSiteUrl: SITE, attribution });
const held = holdEmail({ ...booking, status: "held", holdExpiresAt: new Date("2026-11-20T12:30:00Z"), confirmedAt: null }, { ...bookingContext, token: "tok" });
const [bookedVisitor, bookedSales] = bookingEmails(booking, "booked", bookingContext);
const [movedVisitor, movedSales] = bookingEmails(booking, "rescheduled", { ...bookingContext, previousStart: new Date("2026-11-24T17:00:00Z") });
const [cancelledVisitor, cancelledSales] = bookingEmails(booking, "cancelled", { ...bookingContext, token: null });

const CASES: Case[] = [
  {
    mail: confirmationEmail({ name: NAME, email: EMAIL, company: COMPANY }, link("/confirmar"), "Profissional"),
    links: [link("/confirmar")],
    showsVisitorText: false,
    cleanedCompany: "Contábil 2000 & bCiab scriptalert'empresa'script",
  },
  { mail: duplicateSignupEmail({ name: NAME, email: EMAIL }, link("/nova-senha")), links: [link("/nova-senha")], showsVisitorText: false },
  { mail: passwordResetEmail({ name: NAME, email: EMAIL }, link("/nova-senha")), links: [link("/nova-senha")], showsVisitorText: false },
  { mail: magicLinkEmail({ name: NAME, email: EMAIL }, link("/assinatura")), links: [link("/assinatura")], showsVisitorText: false },
  { mail: invitationEmail("colega@exemplo.com.br", { name: NAME, email: EMAIL }, link("/convite")), links: [link("/convite")], showsVisitorText: false },
  { mail: demoSales!, links: [], showsVisitorText: true },
  // The demo request's confirmation links to PUBLIC_SITE_URL, like every other e-mail.
  { mail: demoVisitor!, links: [`${SITE}/signup`], showsVisitorText: false },
  { mail: held, links: [bookingManageUrl(SITE, "tok", "confirmar")], showsVisitorText: false },
  { mail: bookedVisitor!, links: manage, showsVisitorText: false },
  { mail: bookedSales!, links: [], showsVisitorText: true },
  { mail: movedVisitor!, links: manage, showsVisitorText: false },
  { mail: movedSales!, links: [], showsVisitorText: true },
  { mail: cancelledVisitor!, links: [`${SITE}/agendamento`], showsVisitorText: false },
  { mail: cancelledSales!, links: [], showsVisitorText: true },
  { mail: maturityReportEmail({ name: NAME, email: EMAIL, result, resultUrl, siteUrl: SITE }), links: maturityLinks, showsVisitorText: false },
  { mail: dataRightsLinkEmail(EMAIL, link("/privacidade/meus-dados")), links: [link("/privacidade/meus-dados")], showsVisitorText: false },
  { mail: erasureConfirmationEmail(EMAIL, ["crm", "rdstation"], new Date("2026-11-24T17:05:00Z")), links: [], showsVisitorText: false },
];

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;
/** The tags the e-mail components render; anything else came from somebody's text. */
const OUR_TAGS = new Set(["DIV", "P", "BR", "A", "STRONG", "SPAN", "H1", "H2", "H3", "UL", "OL", "LI", "TABLE", "TBODY", "TR", "TH", "TD"]);

describe("the HTML part of every e-mail", () => {
  it.each(CASES.map((c) => [c.mail.kind, c] as const))("%s renders what the visitor typed as text, never as markup", (_kind, { mail }) => {
    const html = mail.html!;
    expect(html).not.toMatch(/<(script|b|img)\b/i);
    // Every ampersand starts an entity: a bare '&' would be text the renderer did not escape.
    expect(html).not.toMatch(/&(?!(amp|lt|gt|quot|#x27|#39);)/);
    expect([...parse(html).querySelectorAll("*")].map((el) => el.tagName).filter((tag) => !OUR_TAGS.has(tag))).toEqual([]);
  });

  it.each(CASES.filter((c) => c.showsVisitorText).map((c) => [c.mail.kind, c] as const))("%s shows the name and company escaped, not dropped", (_kind, { mail }) => {
    const text = parse(mail.html!).textContent;
    expect(text).toContain(NAME);
    expect(text).toContain(COMPANY);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;nome&quot;)&lt;/script&gt; &amp; Filhos");
  });

  it.each(CASES.filter((c) => !c.showsVisitorText && !c.cleanedCompany).map((c) => [c.mail.kind, c] as const))("%s leaves the company and anything but a cleaned name out", (_kind, { mail }) => {
    const text = parse(mail.html!).textContent;
    expect(text).not.toContain("<script>");
    expect(text).not.toContain("Contábil");
  });

  it.each(CASES.filter((c) => c.cleanedCompany).map((c) => [c.mail.kind, c] as const))("%s names a cleaned name and company, with no markup", (_kind, { mail, cleanedCompany }) => {
    const text = parse(mail.html!).textContent;
    expect(text).not.toMatch(/[<>"]/);
    expect(text).toContain(`em nome de D'Ávila scriptalertnomescript Filhos, da empresa ${cleanedCompany}, com este e-mail.`);
  });

  it("greets the visitor by a first name whose apostrophe is escaped", () => {
    const mail = confirmationEmail({ name: NAME, email: EMAIL, company: COMPANY }, link("/confirmar"), "Profissional");
    expect(mail.html).toContain("<p>Olá, D&#x27;Ávila!</p>");
    expect(parse(mail.html!).textContent).toContain("Olá, D'Ávila!");
  });

  it.each(CASES.map((c) => [c.mail.kind, c] as const))("%s links only where it should", (_kind, { mail, links }) => {
    expect([...parse(mail.html!).querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(links);
  });

  it.each([demoSales!, bookedSales!, movedSales!, cancelledSales!].map((m) => [m.kind, m] as const))("%s has the origin line, its campaign escaped", (_kind, mail) => {
    const origin = `google / cpc · campanha ${CAMPAIGN} · entrou por /calculadora`;
    expect(mail.text).toContain(`Origem: ${origin}`);
    expect(mail.text).toContain("Primeiro contato: linkedin / social · veio de https://www.linkedin.com/feed · entrou por / · em 01/10/2026");
    const row = [...parse(mail.html!).querySelectorAll("tr")].find((tr) => tr.querySelector("th")?.textContent === "Origem")!;
    expect(row.querySelector("td")!.textContent).toBe(origin);
    expect(mail.html).toContain("campanha &lt;img src=x onerror=alert(1)&gt; inverno &amp; &quot;2026&quot;");
  });

  it("keeps a sales row's line breaks", () => {
    const details = [...parse(demoSales!.html!).querySelectorAll("tr")].find((tr) => tr.querySelector("th")?.textContent === "Detalhes")!;
    expect(details.querySelector("td")!.innerHTML).toBe("Linha 1 &lt;img src=x onerror=alert(1)&gt;<br>Linha 2 &amp; \"fim\"");
  });
});
