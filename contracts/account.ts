// Trial accounts (spec §3, sign-up): the schemas the sign-up, password and onboarding forms and the
// server share. The rules, choices and messages they check against: contracts/account-options.ts.
import { array, boolean, enum as oneOf, literal, object, optional, type infer as Infer } from "zod";
import {
  CANCEL_REASON_MAX,
  DOCUMENT_CHANNEL_OPTIONS,
  INTEREST_OPTIONS,
  MAX_INVITES,
  ONBOARDING_STEPS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEGMENT_IDS,
  TEAM_SIZE_OPTIONS,
} from "./account-options.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { demoRequestFieldsSchema } from "./demo-request.ts";
import { DEMO_REQUEST_LIMITS } from "./demo-request-options.ts";
import { conversionGuards, formGuards } from "./form-guards.ts";
import { BILLING_PERIODS, TIER_ORDER, type PlanTierId } from "./plan-tiers.ts";
import { emailAddress, optionalMultiLineText, untrimmedText } from "./text.ts";

/** A plan choice: a priced tier and a billing period (the custom plan goes through sales). */
export const planChoiceSchema = object({
  tier: oneOf(TIER_ORDER as [PlanTierId, ...PlanTierId[]], { error: "Escolha um dos planos." }),
  period: oneOf(BILLING_PERIODS, { error: "Escolha a cobrança anual ou mensal." }),
});
export type PlanChoice = Infer<typeof planChoiceSchema>;

export const emailSchema = emailAddress("Informe um e-mail válido.", DEMO_REQUEST_LIMITS.email);

/** Not trimmed: spaces are part of a password. */
export const passwordSchema = untrimmedText("Crie uma senha.")
  .min(PASSWORD_MIN_LENGTH, { error: `Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use no máximo ${PASSWORD_MAX_LENGTH} caracteres.` })
  .refine((p) => !isCommonPassword(p), { error: "Essa senha é muito comum e fácil de adivinhar. Escolha outra." });

const { name, company, phone } = demoRequestFieldsSchema.shape;

/** The fields a visitor fills in on /signup. */
export const signupFieldsSchema = object({
  name,
  email: emailSchema,
  company,
  phone,
  password: passwordSchema,
  acceptTerms: literal(true, { error: "Para criar a conta, aceite os Termos de Uso e a Política de Privacidade." }),
});
export type SignupFields = Infer<typeof signupFieldsSchema>;

/** The body of POST /api/signup. */
export const signupBodySchema = signupFieldsSchema.extend({
  plan: planChoiceSchema,
  ...conversionGuards,
});
export type SignupBody = Infer<typeof signupBodySchema>;

/** A request for an e-mailed link (reset, magic link, new confirmation): captcha-protected. */
export const emailRequestFieldsSchema = object({ email: emailSchema });
export const emailRequestBodySchema = emailRequestFieldsSchema.extend(formGuards);
export type EmailRequestFields = Infer<typeof emailRequestFieldsSchema>;
export type EmailRequestBody = Infer<typeof emailRequestBodySchema>;

/** Any string up to 200 characters: an unknown or mangled token is simply not found (400 TOKEN_INVALID). */
export const tokenBodySchema = object({ token: untrimmedText("Link inválido.").min(1, { error: "Link inválido." }).max(200, { error: "Link inválido." }) });
export const resetPasswordBodySchema = tokenBodySchema.extend({ password: passwordSchema });
/**
 * POST /api/account/confirm: the link's token, and the password the visitor chose on the
 * confirmation page; without one, only the browser that signed up can confirm (its password).
 */
export const confirmEmailBodySchema = tokenBodySchema.extend({ password: optional(passwordSchema) });
export const cancelBodySchema = object({
  reason: optional(optionalMultiLineText(CANCEL_REASON_MAX)),
});

// --- Onboarding --------------------------------------------------------------------------

const valuesOf = <V extends string>(list: readonly { value: V }[]) => list.map((o) => o.value) as [V, ...V[]];

const onboardingAnswersSchema = object({
  segment: optional(oneOf(SEGMENT_IDS, { error: "Escolha um dos segmentos." })),
  teamSize: optional(oneOf(valuesOf(TEAM_SIZE_OPTIONS), { error: "Escolha o tamanho da equipe." })),
  interests: optional(array(oneOf(valuesOf(INTEREST_OPTIONS), { error: "Escolha módulos da lista." })).max(INTEREST_OPTIONS.length)),
  documentChannels: optional(array(oneOf(valuesOf(DOCUMENT_CHANNEL_OPTIONS), { error: "Escolha opções da lista." })).max(DOCUMENT_CHANNEL_OPTIONS.length)),
});
export type OnboardingAnswers = Infer<typeof onboardingAnswersSchema>;

/** PUT /api/onboarding: what one step saved, and where the visitor is now. */
export const onboardingSaveSchema = object({
  step: oneOf(ONBOARDING_STEPS, { error: "Etapa desconhecida." }),
  answers: onboardingAnswersSchema,
  skipped: optional(boolean()),
});

export const inviteBodySchema = object({
  emails: array(emailSchema, { error: "Informe os e-mails dos colegas." })
    .min(1, { error: "Informe ao menos um e-mail." })
    .max(MAX_INVITES, { error: `Convide no máximo ${MAX_INVITES} pessoas por vez.` }),
});

