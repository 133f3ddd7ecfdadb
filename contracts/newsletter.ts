// The blog's newsletter with double opt-in: the form at the end of each post and on /blog
// (e-mail, the explicit consent text, captcha), the confirmation link it mails, and the
// one-click unsubscribe. The same schemas validate the form in the browser and the bodies
// on the server.
import { literal, object, type infer as Infer } from "zod";
import { emailSchema } from "./account.ts";
import { formGuards } from "./form-guards.ts";
import { RETENTION_HOURS } from "./retention.ts";
import { site } from "./site.ts";
import { untrimmedText } from "./text.ts";

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

/** What the visitor fills in. */
export const newsletterFieldsSchema = object({
  email: emailSchema,
  consent: literal(true, { error: NEWSLETTER_MESSAGES.consent }),
});

/** POST subscribe: the fields, the consent text's version the page showed, and the protection. */
export const newsletterSubscribeBodySchema = newsletterFieldsSchema.extend({
  consentVersion: literal(NEWSLETTER_CONSENT_VERSION, { error: NEWSLETTER_MESSAGES.consentVersion }),
  ...formGuards,
});

const secret = (message: string) => untrimmedText(message).min(1, { error: message }).max(200, { error: message });

/** POST confirm: the e-mailed single-use token. */
export const newsletterConfirmBodySchema = object({ token: secret(NEWSLETTER_MESSAGES.linkInvalid) });

/** POST unsubscribe: the signed token of the unsubscribe link. */
export const newsletterUnsubscribeBodySchema = object({ token: secret(NEWSLETTER_MESSAGES.linkInvalid) });

/** POST one-click: what a mail client's unsubscribe button sends (RFC 8058 §3.1), as a form; the token is in the URL. */
export const newsletterOneClickBodySchema = object({ "List-Unsubscribe": literal("One-Click", { error: NEWSLETTER_MESSAGES.linkInvalid }) });

export type NewsletterFields = Infer<typeof newsletterFieldsSchema>;
export type NewsletterSubscribeBody = Infer<typeof newsletterSubscribeBodySchema>;

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
