// The blog newsletter's endpoint (contracts/endpoint.ts).
import { NEWSLETTER_API } from "../api-paths.ts";
import { endpoint, type Examples } from "../endpoint.ts";
import { NEWSLETTER_CONSENT_VERSION, type NewsletterRequested } from "../newsletter-options.ts";
import type { NewsletterSubscribeBody } from "../newsletter.ts";

/** The blog's newsletter (double opt-in). */
export const newsletterEndpoint = endpoint<NewsletterSubscribeBody, NewsletterRequested>()({
  form: "newsletter",
  path: NEWSLETTER_API.subscribe,
  body: () => import("../newsletter.ts").then((m) => m.newsletterSubscribeBodySchema),
  messages: { invalidBody: "Envie o formulário como um objeto JSON.", honeypot: "Não foi possível concluir a inscrição." },
});

export const examples = {
  newsletter: (i) => ({ email: `pessoa${i}@exemplo.com.br`, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION }),
} satisfies Record<string, Examples<NewsletterSubscribeBody>>;
