// The pt-BR text of each captcha refusal, shared by every form that carries a captcha
// (spec §8 gives the 'missing' one word for word) and by the server's answers.

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

// Every form a captcha protects is an endpoint of contracts/forms.ts: its challenge is issued
// for the endpoint's `form` (ALTCHA_FORM_PARAM), which is signed into the challenge, and the
// server accepts its solution only on that endpoint's route, so a challenge solved for one
// form cannot be spent on another. The booking form's challenge may also cost more than the
// others' (server/bookings/limits.ts).
export type { CaptchaForm } from "./forms.ts";
