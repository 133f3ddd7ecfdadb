// The account forms' endpoints (contracts/endpoint.ts): the trial sign-up and the three
// requests for an e-mailed link.
import type { EmailRequestBody, SignupBody } from "../account.ts";
import { ACCOUNT_MESSAGES, type MailQueued } from "../account-options.ts";
import { ACCOUNT_API } from "../api-paths.ts";
import { answerOf, LINK_REFUSED, type Endpoint, type EndpointMessages } from "../endpoint.ts";

/** How the account forms (and the server's other account routes) word a body that is not an object, or fails its schema. */
export const ACCOUNT_FORM_MESSAGES = { invalidBody: "Envie os dados como um objeto JSON.", validation: ACCOUNT_MESSAGES.validation, rateLimited: ACCOUNT_MESSAGES.rateLimited } satisfies EndpointMessages;

/** spec §3: the trial sign-up. */
export const signupEndpoint: Endpoint<SignupBody, MailQueued> = {
  method: "POST",
  path: ACCOUNT_API.signup,
  body: () => import("../account.ts").then((m) => m.signupBodySchema),
  answer: answerOf<MailQueued>(),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: "Não foi possível criar a conta." },
  conversion: "trial",
};

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
