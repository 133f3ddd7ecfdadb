// The account's requests for an e-mailed link (contracts/endpoint.ts): password reset, magic
// link, new confirmation e-mail.
import type { EmailRequestBody } from "../account.ts";
import { ACCOUNT_FORM_MESSAGES, type MailQueued } from "../account-options.ts";
import { ACCOUNT_API } from "../api-paths.ts";
import { LINK_REFUSED, endpoint, type Examples } from "../endpoint.ts";

/** A request for an e-mailed link to one address: always 202, whether or not the address is known. */
const emailLinkEndpoint = <const Form extends string>(form: Form, path: (typeof ACCOUNT_API)["passwordReset" | "magicLink" | "resendConfirmation"]) =>
  endpoint<EmailRequestBody, MailQueued>()({
  form,
  path,
  body: () => import("../account.ts").then((m) => m.emailRequestBodySchema),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: LINK_REFUSED },
  });

export const passwordResetEndpoint = emailLinkEndpoint("password-reset", ACCOUNT_API.passwordReset);
export const magicLinkEndpoint = emailLinkEndpoint("magic-link", ACCOUNT_API.magicLink);
export const resendConfirmationEndpoint = emailLinkEndpoint("signup-resend", ACCOUNT_API.resendConfirmation);

const anAddress: Examples<EmailRequestBody> = (i) => ({ email: `pessoa${i}@exemplo.com.br` });
export const examples = { "signup-resend": anAddress, "password-reset": anAddress, "magic-link": anAddress };
