import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

describe("the password strength hint", () => {
  it("counts the characters missing below the 10-character minimum", () => {
    expect(passwordStrength("abc12")).toMatchObject({ level: 0, label: "Muito curta", hint: "Faltam 5 caracteres para o mínimo de 10." });
    expect(passwordStrength("abcdefgh1")).toMatchObject({ hint: "Falta 1 caractere para o mínimo de 10." });
  });

  it("calls out common passwords, pt-BR favourites included, whatever their case", () => {
    for (const p of ["senha12345", "Brasil2024", "qwertyuiop"]) expect(passwordStrength(p)).toMatchObject({ level: 1, label: "Muito comum" });
  });

  it("rewards length and variety, and punishes repetition", () => {
    expect(passwordStrength("abcdefghij").level).toBe(1);
    expect(passwordStrength("Tramita-2026").level).toBe(3);
    expect(passwordStrength("malote-digital-na-obra").label).toBe("Forte");
    expect(passwordStrength("aaaaaaaaaaaaaaaaaaaaaa").level).toBe(1);
  });
});
