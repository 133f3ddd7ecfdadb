// @vitest-environment jsdom
// Every e-mail the server sends (message-samples.ts), rendered with hostile visitor text: the
// HTML part is React-rendered (components.ts), so what a visitor typed is text, never markup,
// the only links are the ones we build from configuration, and the HTML says what the text
// part says (render.ts derives one from the other).
import { describe, expect, it } from "vitest";
import { bookingManageUrl } from "../../contracts/booking-options.ts";
import { RECOMMENDATIONS } from "../../contracts/maturity-assessment.ts";
import {
  HOSTILE_CAMPAIGN,
  HOSTILE_COMPANY,
  HOSTILE_NAME,
  MESSAGE_SAMPLES,
  SAMPLE_SITE,
  sampleLink,
  sampleResult,
  sampleResultUrl,
} from "./message-samples.ts";
import type { OutboxMessage } from "./outbox.ts";

const manage = [bookingManageUrl(SAMPLE_SITE, "tok", "remarcar"), bookingManageUrl(SAMPLE_SITE, "tok", "cancelar")];
const maturityLinks = [
  ...sampleResult.focus.flatMap((d) => RECOMMENDATIONS[d.dimension.id].links.map((l) => new URL(l.href, SAMPLE_SITE).toString())),
  sampleResultUrl,
  `${SAMPLE_SITE}/signup`,
];

interface Case {
  /** The hrefs of the HTML part, in order. */
  links: string[];
  /**
   * Sales mail shows the visitor's own words; mail to the visitor shows a cleaned name only,
   * and the sign-up's confirmation also the cleaned company (who signed up with the address).
   */
  showsVisitorText: boolean;
  cleanedCompany?: string;
}

/** The samples written with the hostile name and company, by name. */
const CASES: Record<string, Case> = {
  "account-confirm-email-hostile": {
    links: [sampleLink("/confirmar")],
    showsVisitorText: false,
    cleanedCompany: "Contábil 2000 & bCiab scriptalert'empresa'script",
  },
  "account-duplicate-signup": { links: [sampleLink("/nova-senha")], showsVisitorText: false },
  "account-password-reset": { links: [sampleLink("/nova-senha")], showsVisitorText: false },
  "account-magic-link": { links: [sampleLink("/assinatura")], showsVisitorText: false },
  "account-invitation": { links: [sampleLink("/convite")], showsVisitorText: false },
  "demo-request-sales": { links: [], showsVisitorText: true },
  // The demo request's confirmation links to PUBLIC_SITE_URL, like every other e-mail.
  "demo-request-visitor": { links: [`${SAMPLE_SITE}/signup`], showsVisitorText: false },
  "booking-held-visitor": { links: [bookingManageUrl(SAMPLE_SITE, "tok", "confirmar")], showsVisitorText: false },
  "booking-booked-visitor": { links: manage, showsVisitorText: false },
  "booking-booked-sales": { links: [], showsVisitorText: true },
  "booking-rescheduled-visitor": { links: manage, showsVisitorText: false },
  "booking-rescheduled-sales": { links: [], showsVisitorText: true },
  "booking-cancelled-visitor": { links: [`${SAMPLE_SITE}/agendamento`], showsVisitorText: false },
  "booking-cancelled-sales": { links: [], showsVisitorText: true },
  "maturity-report": { links: maturityLinks, showsVisitorText: false },
  "data-rights-link": { links: [sampleLink("/privacidade/meus-dados")], showsVisitorText: false },
  "data-rights-erased": { links: [], showsVisitorText: false },
};
const mail = (name: string): OutboxMessage => MESSAGE_SAMPLES[name]!;
const cases = (keep: (c: Case) => boolean = () => true) => Object.entries(CASES).filter(([, c]) => keep(c));
const everySample = Object.entries(MESSAGE_SAMPLES);

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;
/** The tags the e-mail components render; anything else came from somebody's text. */
const OUR_TAGS = new Set(["DIV", "P", "BR", "A", "STRONG", "SPAN", "H1", "H2", "H3", "UL", "OL", "LI", "TABLE", "TBODY", "TR", "TH", "TD", "HR"]);
const hrefs = (html: string) => [...parse(html).querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe("the HTML part of every e-mail", () => {
  it.each(everySample)("%s renders what the visitor typed as text, never as markup", (_name, { html }) => {
    expect(html).not.toMatch(/<(script|b|img)\b/i);
    // Every ampersand starts an entity: a bare '&' would be text the renderer did not escape.
    expect(html).not.toMatch(/&(?!(amp|lt|gt|quot|#x27|#39|#\d+);)/);
    expect([...parse(html!).querySelectorAll("*")].map((el) => el.tagName).filter((tag) => !OUR_TAGS.has(tag))).toEqual([]);
  });

  it.each(cases((c) => c.showsVisitorText))("%s shows the name and company escaped, not dropped", (name) => {
    const text = parse(mail(name).html!).textContent;
    expect(text).toContain(HOSTILE_NAME);
    expect(text).toContain(HOSTILE_COMPANY);
    expect(mail(name).html).toContain("&lt;script&gt;alert(&quot;nome&quot;)&lt;/script&gt; &amp; Filhos");
  });

  it.each(cases((c) => !c.showsVisitorText && !c.cleanedCompany))("%s leaves the company and anything but a cleaned name out", (name) => {
    const text = parse(mail(name).html!).textContent;
    expect(text).not.toContain("<script>");
    expect(text).not.toContain("Contábil");
  });

  it.each(cases((c) => c.cleanedCompany !== undefined))("%s names a cleaned name and company, with no markup", (name, { cleanedCompany }) => {
    const text = parse(mail(name).html!).textContent;
    expect(text).not.toMatch(/[<>"]/);
    expect(text).toContain(`em nome de D'Ávila scriptalertnomescript Filhos, da empresa ${cleanedCompany}, com este e-mail.`);
  });

  it("greets the visitor by a first name whose apostrophe is escaped", () => {
    const { html } = mail("account-confirm-email-hostile");
    expect(html).toContain(">Olá, D&#x27;Ávila!</p>");
    expect(parse(html!).textContent).toContain("Olá, D'Ávila!");
  });

  it.each(cases())("%s links only where it should", (name, { links }) => {
    expect(hrefs(mail(name).html!)).toEqual(links);
  });

  it.each(["demo-request-sales", "booking-booked-sales", "booking-rescheduled-sales", "booking-cancelled-sales"])("%s has the origin line, its campaign escaped", (name) => {
    const { text, html } = mail(name);
    const origin = `google / cpc · campanha ${HOSTILE_CAMPAIGN} · entrou por /calculadora`;
    expect(text).toContain(`Origem: ${origin}`);
    expect(text).toContain("Primeiro contato: linkedin / social · veio de https://www.linkedin.com/feed · entrou por / · em 01/10/2026");
    const row = [...parse(html!).querySelectorAll("tr")].find((tr) => tr.querySelector("th")?.textContent === "Origem")!;
    expect(row.querySelector("td")!.textContent).toBe(origin);
    expect(html).toContain("campanha &lt;img src=x onerror=alert(1)&gt; inverno &amp; &quot;2026&quot;");
  });

  it("keeps a sales row's line breaks", () => {
    const details = [...parse(mail("demo-request-sales").html!).querySelectorAll("tr")].find((tr) => tr.querySelector("th")?.textContent === "Detalhes")!;
    expect(details.querySelector("td")!.innerHTML).toBe("Linha 1 &lt;img src=x onerror=alert(1)&gt;<br>Linha 2 &amp; \"fim\"");
  });
});

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** The words of a text, its addresses and list numbers left out. */
const wordsOf = (text: string) =>
  text
    .replace(URL_PATTERN, " ")
    .replace(/^\d+\. /gm, "")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** What the HTML shows a reader, the parts marked as the HTML's alone left out. */
function shownWords(html: string): string[] {
  const body = parse(html);
  for (const htmlOnly of body.querySelectorAll("[data-skip-in-text]")) htmlOnly.remove();
  const texts: string[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return wordsOf(texts.join(" "));
}

describe("the two parts of every e-mail say the same", () => {
  it.each(everySample)("%s: the HTML shows the words of the text, in its order", (_name, { text, html }) => {
    expect(shownWords(html!)).toEqual(wordsOf(text));
  });

  it.each(everySample)("%s: every link of the HTML is spelled out in the text, and every address of the text is in the HTML", (_name, { text, html }) => {
    for (const href of hrefs(html!)) expect(text).toContain(href!);
    const shown = `${parse(html!).textContent} ${hrefs(html!).join(" ")}`;
    for (const address of text.match(URL_PATTERN) ?? []) expect(shown).toContain(address);
  });
});
