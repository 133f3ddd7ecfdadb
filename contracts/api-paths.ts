// Paths of the API calls the browser makes (no dependencies: safe to import anywhere).

/** Header carrying the client's idempotency key (a UUID per submission). */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** spec §7 'Demo request'. */
export const DEMO_REQUEST_PATH = "/api/demo-request";

/** spec §7: the pricing call ('POST {app host}/api/v1/pricing/calculate'). */
export const PRICING_CALCULATE_PATH = "/api/v1/pricing/calculate";

/** Where the ALTCHA widget fetches a fresh proof-of-work challenge. */
export const ALTCHA_CHALLENGE_PATH = "/api/captcha/challenge";
/**
 * Its query parameter naming the form the challenge is for (an endpoint's `form`,
 * contracts/forms.ts): a challenge is accepted only on its form's route, and the booking form's
 * is harder for a client that books unusually fast.
 */
export const ALTCHA_FORM_PARAM = "form";

/** The calculator's contract PDF (a quote). */
export const QUOTES_PATH = "/api/quotes";

/** Proof of consent (LGPD): each cookie choice is recorded server-side. */
export const CONSENT_API_PATH = "/api/consent";

/** Liveness probe for load balancers and orchestrators: the process answers (no database call). */
export const HEALTH_PATH = "/healthz";
/** Readiness probe: the database answers and is migrated, and the server is not shutting down. */
export const READY_PATH = "/readyz";
/** Prometheus metrics, behind METRICS_TOKEN (absent without it). */
export const METRICS_PATH = "/metrics";

/** The digital maturity assessment's 'Receber o relatório por e-mail'. */
export const MATURITY_REPORT_PATH = "/api/maturity-report";
/** Demo booking: free slots, booking (a hold), its confirmation, and the e-mailed links' manage calls. */
export const BOOKING_API = {
  slots: "/api/bookings/slots",
  book: "/api/bookings",
  confirm: "/api/bookings/confirm",
  manage: "/api/bookings/manage",
  cancel: "/api/bookings/cancel",
  reschedule: "/api/bookings/reschedule",
  /** The host's answer to the outcome e-mail (contracts/booking-outcome.ts). */
  outcome: "/api/bookings/outcome",
} as const;
/** Trial accounts (spec §3): sign-up, e-mail links, session, onboarding, subscription. */
export const ACCOUNT_API = {
  signup: "/api/signup",
  resendConfirmation: "/api/signup/resend",
  confirmEmail: "/api/account/confirm",
  passwordReset: "/api/password-reset",
  passwordResetConfirm: "/api/password-reset/confirm",
  magicLink: "/api/magic-link",
  magicLinkConsume: "/api/magic-link/consume",
  session: "/api/session",
  sessionStatus: "/api/session/status",
  logout: "/api/session/logout",
  onboarding: "/api/onboarding",
  onboardingInvites: "/api/onboarding/invites",
  onboardingComplete: "/api/onboarding/complete",
  subscription: "/api/subscription",
  subscriptionChange: "/api/subscription/change",
  subscriptionCancel: "/api/subscription/cancel",
  subscriptionReactivate: "/api/subscription/reactivate",
} as const;

/** LGPD art. 18 self-service (/privacidade/meus-dados): e-mail a link, open it, erase. */
export const DATA_RIGHTS_API = {
  request: "/api/data-rights/request",
  open: "/api/data-rights/open",
  erase: "/api/data-rights/erase",
} as const;
/** The page the data-rights link leads to. */
export const DATA_RIGHTS_PAGE = "/privacidade/meus-dados";

/** The blog's newsletter (double opt-in): subscribe, confirm from the e-mailed link, unsubscribe. */
export const NEWSLETTER_API = {
  subscribe: "/api/newsletter",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
  /** A mail client's own unsubscribe button (List-Unsubscribe-Post, RFC 8058): the token in the query. */
  oneClick: "/api/newsletter/unsubscribe/one-click",
} as const;
/** The pages the newsletter's links lead to; the token rides in ACCOUNT_TOKEN_PARAM. */
export const NEWSLETTER_PAGES = { confirm: "/newsletter/confirmar", unsubscribe: "/newsletter/cancelar" } as const;

// The query parameters that carry a secret live apart (every page's head reads them).
export { ACCOUNT_TOKEN_PARAM, BOOKING_TOKEN_PARAM, DATA_RIGHTS_TOKEN_PARAM, URL_SECRET_PARAMS, type UrlSecretParam } from "./url-secret-params.ts";

/** Pages the e-mails link to (an account e-mail's token rides in the query string). */
export const ACCOUNT_PAGES = {
  signup: "/signup",
  confirmEmail: "/confirmar-email",
  recoverPassword: "/recuperar-senha",
  subscription: "/assinatura",
  onboarding: "/onboarding",
  signupSuccess: "/signup-success",
} as const;
