// The pt-BR text of each captcha refusal, shared by every form that carries a captcha
// (spec §8 gives the 'missing' one word for word) and by the server's answers, and the forms
// a captcha protects.
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, DEMO_REQUEST_PATH, MATURITY_REPORT_PATH, NEWSLETTER_API, QUOTES_PATH } from "./api-paths.ts";

export const CAPTCHA_MESSAGES = {
  missing: "Por favor, complete o desafio reCAPTCHA",
  invalid: "A verificação de segurança falhou. Complete o desafio novamente.",
  expired: "A verificação de segurança expirou. Complete o desafio novamente.",
  reused: "Esta verificação de segurança já foi usada. Complete o desafio novamente.",
  unavailable: "Não foi possível confirmar a verificação de segurança agora. Tente novamente em instantes.",
  /** Solved at the ordinary cost while the form asks this visitor for a harder challenge (bookings coming unusually fast). */
  weak: "Estamos recebendo muitos agendamentos agora e a verificação de segurança ficou mais demorada. Complete o desafio novamente.",
} as const;

export type CaptchaRefusal = keyof typeof CAPTCHA_MESSAGES;

/**
 * Every form a captcha protects: the name its ALTCHA challenge is issued for
 * (ALTCHA_FORM_PARAM), and the route that accepts it. The name is signed into the challenge
 * and the server accepts its solution only on that route, so a challenge solved for one form
 * cannot be spent on another. The booking form's challenge may also cost more than the
 * others' (server/bookings/limits.ts).
 */
export const CAPTCHA_FORMS = {
  "demo-request": DEMO_REQUEST_PATH,
  booking: BOOKING_API.book,
  "maturity-report": MATURITY_REPORT_PATH,
  quote: QUOTES_PATH,
  signup: ACCOUNT_API.signup,
  "signup-resend": ACCOUNT_API.resendConfirmation,
  "password-reset": ACCOUNT_API.passwordReset,
  "magic-link": ACCOUNT_API.magicLink,
  "data-rights": DATA_RIGHTS_API.request,
  newsletter: NEWSLETTER_API.subscribe,
} as const;
export type CaptchaForm = keyof typeof CAPTCHA_FORMS;
/** The route of a form a captcha protects. */
export type CaptchaPath = (typeof CAPTCHA_FORMS)[CaptchaForm];

export const CAPTCHA_FORM_NAMES = Object.keys(CAPTCHA_FORMS) as [CaptchaForm, ...CaptchaForm[]];

/** The form whose route is `path`; throws for a route no captcha protects (a wiring mistake, found at start-up). */
export function captchaFormAt(path: string): CaptchaForm {
  const form = CAPTCHA_FORM_NAMES.find((name) => CAPTCHA_FORMS[name] === path);
  if (!form) throw new Error(`no captcha form is declared for ${path} (contracts/captcha.ts CAPTCHA_FORMS)`);
  return form;
}
