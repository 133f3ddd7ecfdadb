// The report e-mail of the digital maturity assessment: score, level, each dimension and
// the recommendations for the weak ones, with links back to the site, in pt-BR (HTML + text).
import { RECOMMENDATIONS } from "../../contracts/maturity-assessment.ts";
import { ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { site } from "../../contracts/site.ts";
import type { AssessmentResult } from "../../contracts/maturity-scoring.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { createElement as h } from "react";
import { Paragraph, renderEmail, Signature, signatureText } from "../mail/html.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { greetingFor } from "../mail/visitor-text.ts";

export interface MaturityReportMail {
  name: string;
  email: string;
  result: AssessmentResult;
  /** The shareable result page (answers only, nothing personal). */
  resultUrl: string;
  siteUrl: string;
}

export function maturityReportEmail({ name, email, result, resultUrl, siteUrl }: MaturityReportMail): OutboxMessage {
  // It goes to an address nobody has confirmed: a cleaned first name, no company (visitor-text.ts).
  const greeting = greetingFor(name);
  const abs = (href: string) => new URL(href, siteUrl).toString();
  const focus = result.focus.map((d) => ({ dimension: d.dimension, score: d.score, rec: RECOMMENDATIONS[d.dimension.id] }));
  const focusIntro = result.allStrong
    ? "Nenhuma dimensão ficou abaixo de 60 pontos. Para continuar evoluindo, comece pela mais baixa:"
    : "Onde agir primeiro, da dimensão mais fraca para a mais forte:";

  const text = [
    greeting,
    "",
    "Este é o relatório da avaliação de maturidade digital da sua empresa.",
    "",
    `Pontuação geral: ${result.score} de 100`,
    `Nível: ${result.level.name}`,
    result.level.explanation,
    "",
    "Pontuação por dimensão:",
    ...result.dimensions.map((d) => `- ${d.dimension.name}: ${d.score} de 100`),
    "",
    focusIntro,
    ...focus.flatMap(({ dimension, score, rec }) => [
      "",
      `${dimension.name} (${score} de 100): ${rec.title}`,
      ...rec.steps.map((s, i) => `${i + 1}. ${s}`),
      "Para saber mais:",
      ...rec.links.map((l) => `- ${l.label}: ${abs(l.href)}`),
    ]),
    "",
    `Veja o resultado completo, com o gráfico: ${resultUrl}`,
    "",
    `Quer ver isso funcionando na sua empresa? Teste o ${site.name} grátis por ${FREE_TRIAL_DAYS} dias: ${abs(ACCOUNT_PAGES.signup)}`,
    "",
    ...signatureText,
  ].join("\n");

  const cell = { borderBottom: "1px solid #e2e8f0" };
  const html = renderEmail(
    h(Paragraph, null, greeting),
    h(Paragraph, null, "Este é o relatório da avaliação de maturidade digital da sua empresa."),
    h("h1", { style: { fontSize: 22, margin: "16px 0 4px" } }, `Pontuação geral: ${result.score} de 100`),
    h(Paragraph, { style: { margin: "0 0 8px" } }, h("strong", null, `Nível: ${result.level.name}`)),
    h(Paragraph, null, result.level.explanation),
    h("h2", { style: { fontSize: 18 } }, "Pontuação por dimensão"),
    h(
      "table",
      { cellPadding: 6, style: { borderCollapse: "collapse" } },
      h(
        "tbody",
        null,
        ...result.dimensions.map((d) =>
          h("tr", null, h("th", { align: "left", style: cell }, d.dimension.name), h("td", { align: "right", style: cell }, `${d.score} de 100`)),
        ),
      ),
    ),
    h("h2", { style: { fontSize: 18 } }, "Recomendações"),
    h(Paragraph, null, focusIntro),
    ...focus.flatMap(({ dimension, score, rec }) => [
      h("h3", { style: { fontSize: 16, marginBottom: 4 } }, `${dimension.name} (${score} de 100): ${rec.title}`),
      h("ol", null, ...rec.steps.map((step) => h("li", null, step))),
      h(Paragraph, null, "Para saber mais: ", ...rec.links.flatMap((l, i) => [...(i === 0 ? [] : [" · "]), h("a", { href: abs(l.href) }, l.label)])),
    ]),
    h(Paragraph, null, h("a", { href: resultUrl }, "Veja o resultado completo, com o gráfico"), "."),
    h(Paragraph, null, "Quer ver isso funcionando na sua empresa? ", h("a", { href: abs(ACCOUNT_PAGES.signup) }, `Teste o ${site.name} grátis por ${FREE_TRIAL_DAYS} dias`), "."),
    h(Signature),
  );

  return { kind: "maturity-report.visitor", to: email, about: [email], subject: "Seu relatório de maturidade digital", text, html };
}
