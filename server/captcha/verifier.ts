// A captcha verifier answers whether a token from the browser proves a human solved the
// challenge, once. Two providers (ARCHITECTURE.md): reCAPTCHA v2 or self-hosted ALTCHA.

export type CaptchaVerdict = { ok: true } | { ok: false; reason: "missing" | "invalid" | "expired" | "reused" | "unavailable" };

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>;
}

/** pt-BR text for each refusal. */
export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaVerdict, { ok: true }>["reason"], string> = {
  missing: "Por favor, complete o desafio reCAPTCHA",
  invalid: "A verificação de segurança falhou. Complete o desafio novamente.",
  expired: "A verificação de segurança expirou. Complete o desafio novamente.",
  reused: "Esta verificação de segurança já foi usada. Complete o desafio novamente.",
  unavailable: "Não foi possível confirmar a verificação de segurança agora. Tente novamente em instantes.",
};
