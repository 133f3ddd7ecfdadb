// The pt-BR text of each captcha refusal, shared by every form that carries a captcha
// (spec §8 gives the 'missing' one word for word) and by the server's answers.
export const CAPTCHA_MESSAGES = {
  missing: "Por favor, complete o desafio reCAPTCHA",
  invalid: "A verificação de segurança falhou. Complete o desafio novamente.",
  expired: "A verificação de segurança expirou. Complete o desafio novamente.",
  reused: "Esta verificação de segurança já foi usada. Complete o desafio novamente.",
  unavailable: "Não foi possível confirmar a verificação de segurança agora. Tente novamente em instantes.",
  /** Solved at the ordinary cost while the form asks for a harder challenge (a flood of bookings). */
  weak: "Estamos recebendo muitos agendamentos agora e a verificação de segurança ficou mais demorada. Complete o desafio novamente.",
} as const;

export type CaptchaRefusal = keyof typeof CAPTCHA_MESSAGES;

/**
 * Forms whose ALTCHA challenge may cost more than the others' (ALTCHA_FORM_PARAM): the
 * booking form's, while the hourly alarm of bookings holds (server/bookings/limits.ts).
 */
export const CAPTCHA_FORMS = ["booking"] as const;
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number];
