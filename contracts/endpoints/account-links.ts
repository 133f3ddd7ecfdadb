// The account's requests for an e-mailed link (contracts/endpoint.ts): password reset, magic
// link, new confirmation e-mail.
import type { EmailRequestBody } from "../account.ts";
import { ACCOUNT_FORM_MESSAGES, type MailQueued } from "../account-options.ts";
import { ACCOUNT_API } from "../api-paths.ts";
import { answerOf, LINK_REFUSED, type Endpoint } from "../endpoint.ts";

/** A request for an e-mailed link to one address: always 202, whether or not the address is known. */
const emailLinkEndpoint = (path: (typeof ACCOUNT_API)["passwordReset" | "magicLink" | "resendConfirmation"]): Endpoint<EmailRequestBody, MailQueued> => ({
  method: "POST",
  path,
  body: () => import("../account.ts").then((m) => m.emailRequestBodySchema),
  answer: answerOf<MailQueued>(),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: LINK_REFUSED },
});

export const passwordResetEndpoint = emailLinkEndpoint(ACCOUNT_API.passwordReset);
export const magicLinkEndpoint = emailLinkEndpoint(ACCOUNT_API.magicLink);
export const resendConfirmationEndpoint = emailLinkEndpoint(ACCOUNT_API.resendConfirmation);
