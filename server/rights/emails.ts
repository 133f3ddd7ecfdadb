// The two e-mails of /privacidade/meus-dados, pt-BR, HTML plus text: the single-use link,
// and the confirmation of an erasure (whose contents the outbox erases as soon as it is
// delivered: kind 'ephemeral.*').
import { site } from "../../contracts/site.ts";
import { formatClock, formatDate } from "../../contracts/format-date.ts";
import { DATA_RIGHTS_ACCESS_TTL_MINUTES, DATA_RIGHTS_LINK_TTL_MINUTES, ERASURE_EXCEPTIONS, describeReceiver } from "../../contracts/data-rights-options.ts";
import { ERASURE_SCOPE } from "../../contracts/personal-data.ts";
import type { Destination } from "../../contracts/events.ts";
import { linkMessage } from "../accounts/emails.ts";
import { createElement as h } from "react";
import { Paragraph, renderEmail, Signature, signatureText } from "../mail/html.ts";
import { EPHEMERAL_KIND_PREFIX, type OutboxMessage } from "../mail/outbox.ts";

const DATA_RIGHTS_LINK_KIND = "data-rights.link";
const ERASURE_CONFIRMATION_KIND = `${EPHEMERAL_KIND_PREFIX}data-rights.erased`;

export function dataRightsLinkEmail(email: string, link: string): OutboxMessage {
  return linkMessage(
    { name: "", email },
    {
      kind: DATA_RIGHTS_LINK_KIND,
      carriesToken: true,
      subject: `Seu link para ver os dados que o ${site.name} guarda sobre você`,
      intro: [
        `Recebemos um pedido para mostrar os dados pessoais que o ${site.name} guarda sobre este e-mail.`,
        "Na página, você vê tudo agrupado, pode baixar uma cópia em JSON e, se quiser, excluir os dados.",
      ],
      link: { href: link, label: "Ver meus dados" },
      outro: [
        `O link vale por ${DATA_RIGHTS_LINK_TTL_MINUTES} minutos e abre os dados uma única vez; depois de aberto, o acesso dura ${DATA_RIGHTS_ACCESS_TTL_MINUTES} minutos.`,
        "Se não foi você que pediu, ignore este e-mail: ninguém vê os seus dados sem este link.",
      ],
    },
  );
}

export function erasureConfirmationEmail(email: string, told: readonly Destination[], at: Date): OutboxMessage {
  // '24/11/2026, às 14:05'.
  const when = `${formatDate(at)}, às ${formatClock(at)} (horário de Brasília)`;
  const intro = `Excluímos os dados pessoais ligados a este e-mail em ${when}, como você pediu na página Meus dados.`;
  const kept = ERASURE_EXCEPTIONS.map((e) => `${e.title}: ${e.what} ${e.why}`);
  const toldLines = told.map(describeReceiver);
  const toldIntro = toldLines.length > 0 ? "Também pedimos a exclusão a quem recebeu os seus dados de nós:" : "Nenhum sistema fora do site recebeu os seus dados; não houve a quem pedir a exclusão.";
  const outro = `Este e-mail também sai dos nossos registros assim que for entregue. Dúvidas? Escreva para ${site.privacyEmail}.`;
  return {
    kind: ERASURE_CONFIRMATION_KIND,
    to: email,
    about: [email],
    subject: `Seus dados foram excluídos do ${site.name}`,
    text: [
      "Olá!",
      "",
      intro,
      "",
      "O que excluímos:",
      ...ERASURE_SCOPE.map((line) => `- ${line}`),
      "",
      toldIntro,
      ...toldLines.map((line) => `- ${line}`),
      "",
      "O que mantivemos, sem o seu e-mail, e por quê:",
      ...kept.map((line) => `- ${line}`),
      "",
      outro,
      "",
      ...signatureText,
    ].join("\n"),
    html: renderEmail(
      h(Paragraph, null, "Olá!"),
      h(Paragraph, null, intro),
      h(Paragraph, null, h("strong", null, "O que excluímos:")),
      h("ul", null, ...ERASURE_SCOPE.map((line) => h("li", null, line))),
      h(Paragraph, null, h("strong", null, toldIntro)),
      ...(toldLines.length > 0 ? [h("ul", null, ...toldLines.map((line) => h("li", null, line)))] : []),
      h(Paragraph, null, h("strong", null, "O que mantivemos, sem o seu e-mail, e por quê:")),
      h("ul", null, ...ERASURE_EXCEPTIONS.map((e) => h("li", null, h("strong", null, `${e.title}:`), ` ${e.what} ${e.why}`))),
      h(Paragraph, null, outro),
      h(Signature),
    ),
  };
}
