// The e-mail of the owners' page: the single-use sign-in link to /painel.
import { site } from "../../contracts/site.ts";
import { linkMessage } from "../accounts/emails.ts";
import type { OutboxMessage } from "../mail/outbox.ts";

export const STAFF_LINK_MAIL_KIND = "staff.sign-in";

export function staffSignInEmail(email: string, link: string): OutboxMessage {
  return linkMessage(
    { name: "", email },
    {
      kind: STAFF_LINK_MAIL_KIND,
      carriesToken: true,
      subject: `Seu link de entrada no painel do ${site.name}`,
      intro: ["Use o link abaixo para entrar no painel de medição do site."],
      link: { href: link, label: "Entrar no painel" },
      outro: ["O link vale por 15 minutos e pode ser usado uma vez.", "Se não foi você, ignore este e-mail."],
    },
  );
}
