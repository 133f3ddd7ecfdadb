// The blog's newsletter with double opt-in: the form at the end of each post and on /blog
// (e-mail, the explicit consent text, captcha), the confirmation link it mails, and the
// one-click unsubscribe. The same schemas validate the form in the browser and the bodies
// on the server; the texts, lifetimes and answers (no zod, for the page's first load) are
// in newsletter-options.ts.
import { literal, object, type infer as Infer } from "zod";
import { emailSchema } from "./account.ts";
import { formGuards } from "./form-guards.ts";
import { NEWSLETTER_CONSENT_VERSION, NEWSLETTER_MESSAGES } from "./newsletter-options.ts";
import { untrimmedText } from "./text.ts";

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
