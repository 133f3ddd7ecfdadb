// spec §3: the trial sign-up's endpoint (contracts/endpoint.ts).
import type { SignupBody } from "../account.ts";
import { ACCOUNT_FORM_MESSAGES, type MailQueued } from "../account-options.ts";
import { ACCOUNT_API } from "../api-paths.ts";
import { endpoint, type Examples } from "../endpoint.ts";
import type { SignupFields } from "../account.ts";
import { CONTACT_FIELDS, type FieldLabel } from "../lead-fields.ts";

/** spec §3: the trial sign-up. */
export const signupEndpoint = endpoint<SignupBody, MailQueued>()({
  form: "signup",
  path: ACCOUNT_API.signup,
  body: () => import("../account.ts").then((m) => m.signupBodySchema),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: "Não foi possível criar a conta." },
  conversion: { id: "trial", label: "Cadastros no teste grátis" },
});

export const examples = {
  signup: (i) => ({
    name: "Rafaela Prado",
    email: `pessoa${i}@exemplo.com.br`,
    company: "Construtora Prumo",
    phone: "+55 (31) 99876-5432",
    password: "obra-segura-2026",
    acceptTerms: true,
    plan: { tier: "diamante", period: "mensal" },
  }),
} satisfies Record<string, Examples<SignupBody>>;

/** spec §2, §3 '/signup': who signs up for the trial, asked in the sign-up form's words. */
export const SIGNUP_FIELDS = {
  name: { ...CONTACT_FIELDS.name, prompt: "Nome completo" },
  email: { ...CONTACT_FIELDS.email, prompt: "E-mail de trabalho" },
  company: CONTACT_FIELDS.company,
  phone: CONTACT_FIELDS.phone,
} as const satisfies Partial<Record<keyof SignupFields, FieldLabel>>;
