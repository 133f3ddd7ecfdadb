// Trial accounts (spec §3, sign-up): the token and session rules, the onboarding's choices,
// the answers of the account API and its pt-BR messages, apart from the schemas
// (contracts/account.ts) so the account pages show them without loading zod.
import type { OnboardingAnswers, PlanChoice } from "./account.ts";
import type { EndpointMessages } from "./endpoint.ts";
import type { BillingPeriod, PlanTierId } from "./plan-tiers.ts";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Token lifetimes: confirmation 24 h, password reset 1 h, magic link 15 min; each single-use.
 * The sign-up browser's token (a cookie, never mailed) lets the browser that signed up start
 * the trial with the password typed there, through the confirmation links of the next 7 days.
 */
export const TOKEN_TTL_MS = {
  "confirm-email": 24 * 60 * 60 * 1000,
  "password-reset": 60 * 60 * 1000,
  "magic-link": 15 * 60 * 1000,
  "signup-browser": 7 * 24 * 60 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_MS;

/** A token's lifetime in pt-BR words ('24 horas', '1 hora', '15 minutos') for the text that promises it. */
export function tokenLifetimeText(purpose: TokenPurpose): string {
  const minutes = TOKEN_TTL_MS[purpose] / 60_000;
  if (minutes % 60 !== 0) return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  return minutes === 60 ? "1 hora" : `${minutes / 60} horas`;
}

export const SESSION_COOKIE = "tramita_sessao";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Marks the browser that signed up (TOKEN_TTL_MS["signup-browser"]). */
export const SIGNUP_BROWSER_COOKIE = "tramita_cadastro";

/** Seconds /signup-success waits before 'Reenviar e-mail' can be pressed again. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Seconds /login shows its notice before it sends the visitor to the application. */
export const LOGIN_REDIRECT_SECONDS = 5;
export const MAX_INVITES = 10;
export const CANCEL_REASON_MAX = 500;

export const DEFAULT_PLAN_CHOICE: PlanChoice = { tier: "ouro", period: "anual" };

/** How e-mails are compared: trimmed and lower-cased (one account per address). */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

// --- Onboarding --------------------------------------------------------------------------

export const ONBOARDING_STEPS = ["segmento", "equipe", "modulos", "documentos", "convites"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const TEAM_SIZE_OPTIONS = [
  { value: "1-5", label: "1 a 5 pessoas" },
  { value: "6-20", label: "6 a 20 pessoas" },
  { value: "21-50", label: "21 a 50 pessoas" },
  { value: "51-200", label: "51 a 200 pessoas" },
  { value: "200+", label: "Mais de 200 pessoas" },
] as const;

export const INTEREST_OPTIONS = [
  { value: "protocolos", label: "Protocolos digitais" },
  { value: "fluxo-documentos", label: "Fluxo de documentos" },
  { value: "correspondencias", label: "Correspondências" },
  { value: "malote-digital", label: "Malote digital" },
  { value: "assinatura-eletronica", label: "Assinatura eletrônica" },
  { value: "solicitacoes-externas", label: "Solicitações externas" },
  { value: "relatorios", label: "Relatórios" },
  { value: "api-integracoes", label: "API e integrações" },
] as const;

export const DOCUMENT_CHANNEL_OPTIONS = [
  { value: "papel", label: "Em papel, entregues em mãos" },
  { value: "email", label: "Por e-mail" },
  { value: "whatsapp", label: "Por WhatsApp" },
  { value: "correios", label: "Pelos Correios ou motoboy" },
  { value: "sistema", label: "Por outro sistema ou portal" },
] as const;

/** The five segments of spec §1, as app/content/segments.ts lists them (a test keeps them equal). */
export const SEGMENT_IDS = ["contabilidade", "construtoras", "shopping-centers", "condominios", "associacoes"] as const;

export interface OnboardingState {
  answers: OnboardingAnswers;
  /** The step to show when the visitor comes back. */
  currentStep: OnboardingStep;
  invited: string[];
  completed: boolean;
}

// --- Session and subscription ------------------------------------------------------------

export type SubscriptionStatus = "pending" | "trialing" | "canceled";

interface AccountSummary {
  name: string;
  email: string;
  company: string;
}

export type SubscriptionChangeKind = "trial-started" | "plan-changed" | "canceled" | "reactivated";

interface SubscriptionChange {
  at: string;
  kind: SubscriptionChangeKind;
  tier: PlanTierId;
  period: BillingPeriod;
  /** What the period charges a month, in centavos (the annual plan's effective month). */
  monthlyPriceCents: number;
  reason: string | null;
}

export interface SubscriptionView {
  account: AccountSummary;
  tier: PlanTierId;
  planName: string;
  period: BillingPeriod;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  trialDaysLeft: number;
  monthlyPriceCents: number;
  /** The annual plan's total (annual period) or the monthly total, in centavos. */
  periodTotalCents: number;
  history: SubscriptionChange[];
}

/** 202 body of every "send me an e-mail" request: the same whether the address is known. */
export interface MailQueued {
  ok: true;
}

/** 200 body of GET /api/session/status, whether or not the request has a live session. */
export interface SessionStatus {
  authenticated: boolean;
}

/** 200 body of POST /api/account/confirm and /api/magic-link/consume. */
export interface SessionOpened {
  account: AccountSummary;
  /** Whether the onboarding wizard was finished (or skipped). */
  onboardingDone: boolean;
}

export const ACCOUNT_MESSAGES = {
  origin: "Requisição recusada: ela não partiu do site do Tramita. Recarregue a página e tente de novo.",
  unauthenticated: "Sua sessão expirou ou não foi iniciada. Peça um novo link de acesso.",
  tokenInvalid: "Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo.",
  tokenExpired: "Este link expirou. Peça um novo abaixo.",
  tokenUsed: "Este link já foi usado. Peça um novo, se precisar.",
  validation: "Confira os campos destacados.",
  rateLimited: (minutes: number) => `Muitas tentativas seguidas. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  notConfirmed: "Confirme o seu e-mail antes de continuar.",
  passwordRequired: "Para confirmar o e-mail neste navegador, crie a senha da conta. Por segurança, a senha digitada no cadastro só vale no navegador em que ele foi feito.",
  samePlan: "Esse já é o seu plano atual.",
  canceled: "A assinatura está cancelada. Reative-a para mudar de plano.",
  notCanceled: "A assinatura não está cancelada.",
} as const;

/** How the account forms (and the server's other account routes) word a body that is not an object, or fails its schema. */
export const ACCOUNT_FORM_MESSAGES = { invalidBody: "Envie os dados como um objeto JSON.", validation: ACCOUNT_MESSAGES.validation, rateLimited: ACCOUNT_MESSAGES.rateLimited } satisfies EndpointMessages;

