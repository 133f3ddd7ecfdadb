// The blog's newsletter: its texts, the link's lifetime and the API's answers, without zod so
// the form's first load stays small (the schemas, loaded on demand: newsletter.ts).
import { RETENTION_HOURS } from "./retention.ts";
import { site } from "./site.ts";

/** How long the confirmation link works: as long as an unconfirmed request is kept. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = RETENTION_HOURS.unconfirmedNewsletter / 24;

/**
 * The consent the visitor gives by sending the form, word for word as shown beside it, and
 * the version of that text: a confirmed subscription keeps both as its proof (LGPD art. 8).
 * Change the version with the text.
 */
export const NEWSLETTER_CONSENT_TEXT = `Quero receber por e-mail os novos artigos do blog do ${site.name}. Posso cancelar a qualquer momento pelo link de cada e-mail.`;
export const NEWSLETTER_CONSENT_VERSION = "2026-11-27";

export const NEWSLETTER_MESSAGES = {
  consent: "Marque a autorização para receber os artigos por e-mail.",
  consentVersion: "O texto de autorização mudou. Recarregue a página e envie de novo.",
  linkInvalid: "Este link não é válido. Confira se copiou o endereço inteiro do e-mail.",
  linkExpired: `Este link expirou: ele vale ${NEWSLETTER_CONFIRM_TTL_DAYS} dias. Inscreva-se de novo para receber outro.`,
  linkUsed: "Esta inscrição já foi confirmada por este link.",
} as const;

/** 202 of subscribe: the same for a new, a pending and an already subscribed address. */
export interface NewsletterRequested {
  ok: true;
}

/** 200 of confirm: the address now subscribed, and the token of its unsubscribe link. */
export interface NewsletterConfirmed {
  email: string;
  unsubscribeToken: string;
}

/** 200 of unsubscribe, the same whether the address was still subscribed or not. */
export interface NewsletterUnsubscribed {
  ok: true;
}
