// The pt-BR text of each captcha refusal, shared by every form that carries a captcha
// (spec §8 gives the 'missing' one word for word) and by the server's answers.
export const CAPTCHA_MESSAGES = {
  missing: "Por favor, complete o desafio reCAPTCHA",
  invalid: "A verificação de segurança falhou. Complete o desafio novamente.",
  expired: "A verificação de segurança expirou. Complete o desafio novamente.",
  reused: "Esta verificação de segurança já foi usada. Complete o desafio novamente.",
  unavailable: "Não foi possível confirmar a verificação de segurança agora. Tente novamente em instantes.",
} as const;

export type CaptchaRefusal = keyof typeof CAPTCHA_MESSAGES;
