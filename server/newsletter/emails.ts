// The newsletter's confirmation e-mail (double opt-in): the single-use link that subscribes,
// and a one-click unsubscribe in its text and in its List-Unsubscribe headers.
import { NEWSLETTER_CONFIRM_TTL_DAYS } from "../../contracts/newsletter-options.ts";
import { site } from "../../contracts/site.ts";
import { linkMessage } from "../accounts/emails.ts";
import type { OutboxMessage } from "../mail/outbox.ts";

export const NEWSLETTER_CONFIRM_KIND = "newsletter.confirm";

export interface NewsletterLinks {
  /** The confirmation page with the single-use token. */
  confirm: string;
  /** The unsubscribe page with the signed token, shown in the text. */
  unsubscribePage: string;
  /** The one-click endpoint a mail client POSTs to (RFC 8058). */
  oneClick: string;
}

export function newsletterConfirmEmail(email: string, links: NewsletterLinks): OutboxMessage {
  return {
    ...linkMessage(
      { name: "", email },
      {
        kind: NEWSLETTER_CONFIRM_KIND,
        carriesToken: true,
        subject: `Confirme sua inscrição na newsletter do blog do ${site.name}`,
        intro: [
          `Recebemos um pedido para enviar os novos artigos do blog do ${site.name} para este e-mail.`,
          "Se foi você, confirme a inscrição pelo botão abaixo. Sem a confirmação, não enviamos nada.",
        ],
        link: { href: links.confirm, label: "Confirmar inscrição" },
        outro: [
          `O link vale por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias. Se não foi você, ignore este e-mail: o pedido é apagado depois desse prazo.`,
          `Não quer mais receber? Cancele com um clique: ${links.unsubscribePage}`,
        ],
      },
    ),
    listUnsubscribe: links.oneClick,
  };
}
