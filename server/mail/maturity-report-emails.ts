// The report e-mail of the digital maturity assessment: score, level, each dimension and
// the recommendations for the weak ones, with links back to the site, in pt-BR (HTML + text).
import { RECOMMENDATIONS } from "../../contracts/maturity-assessment.ts";
import { site } from "../../contracts/site.ts";
import type { AssessmentResult } from "../../contracts/maturity-scoring.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { escapeHtml, signatureHtml, signatureText } from "./html.ts";
import type { OutboxMessage } from "./outbox.ts";
import { greetingFor } from "./visitor-text.ts";

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
    `Quer ver isso funcionando na sua empresa? Teste o ${site.name} grátis por ${FREE_TRIAL_DAYS} dias: ${abs("/signup")}`,
    "",
    ...signatureText,
  ].join("\n");

  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    "<p>Este é o relatório da avaliação de maturidade digital da sua empresa.</p>" +
    `<h1 style="font-size:22px;margin:16px 0 4px">Pontuação geral: ${result.score} de 100</h1>` +
    `<p style="margin:0 0 8px"><strong>Nível: ${escapeHtml(result.level.name)}</strong></p>` +
    `<p>${escapeHtml(result.level.explanation)}</p>` +
    `<h2 style="font-size:18px">Pontuação por dimensão</h2><table cellpadding="6" style="border-collapse:collapse">` +
    result.dimensions
      .map((d) => `<tr><th align="left" style="border-bottom:1px solid #e2e8f0">${escapeHtml(d.dimension.name)}</th><td align="right" style="border-bottom:1px solid #e2e8f0">${d.score} de 100</td></tr>`)
      .join("") +
    "</table>" +
    `<h2 style="font-size:18px">Recomendações</h2><p>${escapeHtml(focusIntro)}</p>` +
    focus
      .map(
        ({ dimension, score, rec }) =>
          `<h3 style="font-size:16px;margin-bottom:4px">${escapeHtml(dimension.name)} (${score} de 100): ${escapeHtml(rec.title)}</h3>` +
          `<ol>${rec.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ol>` +
          `<p>Para saber mais: ${rec.links.map((l) => `<a href="${escapeHtml(abs(l.href))}">${escapeHtml(l.label)}</a>`).join(" · ")}</p>`,
      )
      .join("") +
    `<p><a href="${escapeHtml(resultUrl)}">Veja o resultado completo, com o gráfico</a>.</p>` +
    `<p>Quer ver isso funcionando na sua empresa? <a href="${escapeHtml(abs("/signup"))}">Teste o ${site.name} grátis por ${FREE_TRIAL_DAYS} dias</a>.</p>` +
    signatureHtml;

  return { kind: "maturity-report.visitor", to: email, subject: "Seu relatório de maturidade digital", text, html };
}
