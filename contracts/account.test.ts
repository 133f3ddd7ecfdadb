import { describe, expect, it } from "vitest";
import { signupFieldsSchema } from "./account";
import { tokenLifetimeText } from "./account-options";

describe("account contract", () => {
  it("requires the terms to be accepted and a password of at least 10 characters that is not common", () => {
    const base = { name: "Ana Lima", email: "ana@exemplo.com.br", company: "Lima Contábil", phone: "+55 (11) 98765-4321" };
    expect(signupFieldsSchema.safeParse({ ...base, password: "cafe-com-leite-9", acceptTerms: true }).success).toBe(true);
    const refused = signupFieldsSchema.safeParse({ ...base, password: "senha12345", acceptTerms: false });
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["password", "Essa senha é muito comum e fácil de adivinhar. Escolha outra."],
      ["acceptTerms", "Para criar a conta, aceite os Termos de Uso e a Política de Privacidade."],
    ]);
  });
});

describe("token lifetimes in page text", () => {
  it("say what TOKEN_TTL_MS holds: confirmation 24 horas, password reset 1 hora, magic link 15 minutos", () => {
    expect(tokenLifetimeText("confirm-email")).toBe("24 horas");
    expect(tokenLifetimeText("password-reset")).toBe("1 hora");
    expect(tokenLifetimeText("magic-link")).toBe("15 minutos");
  });
});
