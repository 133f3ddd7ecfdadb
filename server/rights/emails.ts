// The two e-mails of /privacidade/meus-dados, pt-BR: the single-use link, and the
// confirmation of an erasure (whose contents the outbox erases as soon as it is delivered:
// kind 'ephemeral.*'), each one component (server/mail/components.ts) rendered to HTML and text.
import { site } from "../../contracts/site.ts";
import { formatClock, formatDate } from "../../contracts/format-date.ts";
import { DATA_RIGHTS_ACCESS_TTL_MINUTES, DATA_RIGHTS_LINK_TTL_MINUTES, ERASURE_EXCEPTIONS, describeReceiver } from "../../contracts/data-rights-options.ts";
import { ERASURE_SCOPE } from "../../contracts/personal-data.ts";
import type { Destination } from "../../contracts/events.ts";
import { linkMessage } from "../accounts/emails.ts";
import { createElement as h, Fragment } from "react";
import { Email, Group, List, Paragraph, Strong } from "../mail/components.ts";
import { EPHEMERAL_KIND_PREFIX, type OutboxMessage } from "../mail/outbox.ts";
import { renderMail } from "../mail/render.ts";

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
  return {
    kind: ERASURE_CONFIRMATION_KIND,
    to: email,
    about: [email],
    subject: `Seus dados foram excluídos do ${site.name}`,
    ...renderMail(h(ErasureConfirmation, { told: told.map(describeReceiver), at })),
  };
}

/** What was erased and when, who was asked to erase it too, and what was kept and why. */
function ErasureConfirmation({ told, at }: { told: string[]; at: Date }) {
  return h(
    Email,
    null,
    h(Paragraph, null, "Olá!"),
    // '24/11/2026, às 14:05'.
    h(Paragraph, null, `Excluímos os dados pessoais ligados a este e-mail em ${formatDate(at)}, às ${formatClock(at)} (horário de Brasília), como você pediu na página Meus dados.`),
    h(Group, null, h(Paragraph, null, h(Strong, null, "O que excluímos:")), h(List, { items: ERASURE_SCOPE })),
    h(
      Group,
      null,
      h(
        Paragraph,
        null,
        h(Strong, null, told.length > 0 ? "Também pedimos a exclusão a quem recebeu os seus dados de nós:" : "Nenhum sistema fora do site recebeu os seus dados; não houve a quem pedir a exclusão."),
      ),
      told.length > 0 && h(List, { items: told }),
    ),
    h(
      Group,
      null,
      h(Paragraph, null, h(Strong, null, "O que mantivemos, sem o seu e-mail, e por quê:")),
      h(List, { items: ERASURE_EXCEPTIONS.map((e) => h(Fragment, null, h(Strong, null, `${e.title}:`), ` ${e.what} ${e.why}`)) }),
    ),
    h(Paragraph, null, `Este e-mail também sai dos nossos registros assim que for entregue. Dúvidas? Escreva para ${site.privacyEmail}.`),
  );
}
