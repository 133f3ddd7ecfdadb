// LGPD art. 18: the data-rights request's endpoint (contracts/endpoint.ts).
import type { EmailRequestBody } from "../account.ts";
import type { MailQueued } from "../account-options.ts";
import { DATA_RIGHTS_API } from "../api-paths.ts";
import { LINK_REFUSED, endpoint, type Examples } from "../endpoint.ts";

/** LGPD art. 18: e-mail the link that opens what the site holds about an address. */
export const dataRightsRequestEndpoint = endpoint<EmailRequestBody, MailQueued>()({
  form: "data-rights",
  path: DATA_RIGHTS_API.request,
  body: () => import("../data-rights.ts").then((m) => m.dataRightsRequestBodySchema),
  // A missing captcha is a field error here, like a bad e-mail (the page's own wording).
  messages: { captchaRequired: false, honeypot: LINK_REFUSED },
});

export const examples = {
  "data-rights": (i) => ({ email: `pessoa${i}@exemplo.com.br` }),
} satisfies Record<string, Examples<EmailRequestBody>>;
