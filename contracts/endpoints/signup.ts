// spec §3: the trial sign-up's endpoint (contracts/endpoint.ts).
import type { SignupBody } from "../account.ts";
import { ACCOUNT_FORM_MESSAGES, type MailQueued } from "../account-options.ts";
import { ACCOUNT_API } from "../api-paths.ts";
import { answerOf, endpoint } from "../endpoint.ts";

/** spec §3: the trial sign-up. */
export const signupEndpoint = endpoint<SignupBody, MailQueued>()({
  method: "POST",
  form: "signup",
  path: ACCOUNT_API.signup,
  body: () => import("../account.ts").then((m) => m.signupBodySchema),
  answer: answerOf<MailQueued>(),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: "Não foi possível criar a conta." },
  conversion: { id: "trial", label: "Cadastros no teste grátis" },
});
