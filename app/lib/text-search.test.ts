import { describe, expect, it } from "vitest";
import { matchesQuery, normalizeForSearch } from "./text-search";

describe("normalizeForSearch", () => {
  it("drops accents and case and collapses spaces", () => {
    expect(normalizeForSearch("  Correspondência   É  Ação ")).toBe("correspondencia e acao");
  });
});

describe("matchesQuery", () => {
  it("finds words regardless of accents and case", () => {
    expect(matchesQuery("protocolo", "Como funciona o Protocolo digital?")).toBe(true);
    expect(matchesQuery("correspondencia", "Gestão de correspondências")).toBe(true);
    expect(matchesQuery("GESTÃO", "gestao de documentos")).toBe(true);
  });

  it("needs every word, in any order, across all fields", () => {
    expect(matchesQuery("malote lgpd", "Malote digital", "Adequado à LGPD")).toBe(true);
    expect(matchesQuery("malote assinatura", "Malote digital", "Adequado à LGPD")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    expect(matchesQuery("", "qualquer texto")).toBe(true);
    expect(matchesQuery("   ", "qualquer texto")).toBe(true);
  });
});
