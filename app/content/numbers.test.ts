// spec §1: one figure, two spellings: the counter's and the sentence's; and the texts that name
// the figures read them from the Números file.
import { describe, expect, it } from "vitest";
import { figureInWords, figureShort, numbers } from "./numbers";
import { landing } from "./landing";
import { stats } from "./stats";

describe("the Números figures", () => {
  it.each([
    [{ target: 36, suffix: "M+" as const }, "36M+", "36 milhões"],
    [{ target: 1, suffix: "M+" as const }, "1M+", "1 milhão"],
    [{ target: 14, suffix: "K" as const }, "14K", "14 mil"],
  ])("spells %o as %s on a counter and '%s' in a sentence", (figure, short, words) => {
    expect(figureShort(figure)).toBe(short);
    expect(figureInWords(figure)).toBe(words);
  });

  it("reach the landing's hero, meta description and counters from one file", () => {
    const companies = figureInWords(numbers.figures.empresas);
    expect(landing.hero.lead).toContain(`Mais de ${companies} empresas`);
    expect(landing.meta.description).toContain(`mais de ${companies} empresas`);
    expect(landing.hero.eyebrow).toBe(`Mais de ${numbers.yearsInBusiness} anos digitalizando rotinas, desde ${numbers.foundedYear}`);
    expect(stats.find((s) => s.id === "empresas")).toMatchObject({ target: numbers.figures.empresas.target, suffix: numbers.figures.empresas.suffix });
  });
});
