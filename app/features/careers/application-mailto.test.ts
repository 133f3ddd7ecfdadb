import { describe, expect, it } from "vitest";
import { applicationMailto, applicationSubject } from "./application-mailto";

describe("job application e-mail link", () => {
  it("names the position in the subject line", () => {
    expect(applicationSubject("Analista de customer success")).toBe("Candidatura: Analista de customer success");
  });

  it("encodes the subject so accents, spaces and parentheses survive the mailto URL", () => {
    const href = applicationMailto("carreiras@tramita.com.br", "Candidatura: Executivo(a) de vendas B2B");
    expect(href).toBe("mailto:carreiras@tramita.com.br?subject=Candidatura%3A%20Executivo(a)%20de%20vendas%20B2B");
    expect(decodeURIComponent(new URL(href).searchParams.get("subject") ?? "")).toBe("Candidatura: Executivo(a) de vendas B2B");
  });
});
