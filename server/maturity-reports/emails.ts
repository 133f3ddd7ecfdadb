// The report e-mail of the digital maturity assessment: score, level, each dimension and
// the recommendations for the weak ones, with links back to the site, in pt-BR: one
// component (server/mail/components.ts) rendered to HTML and text.
import { RECOMMENDATIONS } from "../../contracts/maturity-assessment.ts";
import { ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { site } from "../../contracts/site.ts";
import type { AssessmentResult } from "../../contracts/maturity-scoring.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { createElement as h } from "react";
import { Email, Group, Link, List, Paragraph, Rows, Strong, Title } from "../mail/components.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { renderMail } from "../mail/render.ts";
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
  const report = h(MaturityReport, { greeting: greetingFor(name), result, resultUrl, abs: (href: string) => new URL(href, siteUrl).toString() });
  return { kind: "maturity-report.visitor", to: email, about: [email], subject: "Seu relatório de maturidade digital", ...renderMail(report) };
}

interface MaturityReportProps {
  greeting: string;
  result: AssessmentResult;
  resultUrl: string;
  /** The absolute address of a page of the site. */
  abs: (href: string) => string;
}

function MaturityReport({ greeting, result, resultUrl, abs }: MaturityReportProps) {
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    h(Paragraph, null, "Este é o relatório da avaliação de maturidade digital da sua empresa."),
    h(Group, null, h(Title, null, `Pontuação geral: ${result.score} de 100`), h(Paragraph, null, h(Strong, null, `Nível: ${result.level.name}`)), h(Paragraph, null, result.level.explanation)),
    h(Group, null, h(Title, { level: "h2" }, "Pontuação por dimensão:"), h(Rows, { rows: result.dimensions.map((d) => [d.dimension.name, `${d.score} de 100`] as const), prefix: "- " })),
    h(Title, { level: "h2", htmlOnly: true }, "Recomendações"),
    h(
      Paragraph,
      null,
      result.allStrong
        ? "Nenhuma dimensão ficou abaixo de 60 pontos. Para continuar evoluindo, comece pela mais baixa:"
        : "Onde agir primeiro, da dimensão mais fraca para a mais forte:",
    ),
    ...result.focus.map(({ dimension, score }) => {
      const rec = RECOMMENDATIONS[dimension.id];
      return h(
        Group,
        { key: dimension.id },
        h(Title, { level: "h3" }, `${dimension.name} (${score} de 100): ${rec.title}`),
        h(List, { items: rec.steps, ordered: true }),
        h(Paragraph, null, "Para saber mais:"),
        h(List, { items: rec.links.map((l) => h(Link, { href: abs(l.href) }, l.label)) }),
      );
    }),
    h(Paragraph, null, h(Link, { href: resultUrl }, "Veja o resultado completo, com o gráfico")),
    h(Paragraph, null, "Quer ver isso funcionando na sua empresa? ", h(Link, { href: abs(ACCOUNT_PAGES.signup) }, `Teste o ${site.name} grátis por ${FREE_TRIAL_DAYS} dias`)),
  );
}
