import { describe, expect, it } from "vitest";
import { faqTopics } from "../../content/faq";
import { filterFaq, questionForHash } from "./faq-search";

describe("the FAQ content", () => {
  it("groups questions under the five topics of the issue", () => {
    expect(faqTopics.map((t) => t.title)).toEqual(["Planos e preços", "Teste grátis", "Segurança e LGPD", "Integrações", "Suporte"]);
  });

  it("gives every question and topic a unique id usable as a URL hash", () => {
    const ids = [...faqTopics.map((t) => t.id), ...faqTopics.flatMap((t) => t.questions.map((q) => q.id))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("states the product's real figures (11-day trial, plan limits, reply time, business hours)", () => {
    const text = JSON.stringify(faqTopics);
    for (const fact of [
      "11 dias",
      "Prata: 2 usuários, 50 protocolos por mês e 2 GB",
      "Ouro: 5 usuários, 150 protocolos por mês e 4 GB",
      "Diamante: 10 usuários, 450 protocolos por mês e 8 GB",
      "mais de 10 usuários ou mais de 450 protocolos",
      "17%",
      "Resposta em até 2 horas úteis",
      "Segunda a sexta: 8h às 18h; sábado: 8h às 12h",
      "Lei 13.709/2018",
      "2.200-2/2001",
      "14.063/2020",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });
});

describe("FAQ search", () => {
  it("finds questions without caring about accents or case", () => {
    const found = filterFaq(faqTopics, "SEGURANCA").flatMap((t) => t.questions);
    expect(found.length).toBeGreaterThan(0);
    expect(filterFaq(faqTopics, "cartao de credito").flatMap((t) => t.questions.map((q) => q.id))).toContain("precisa-de-cartao");
  });

  it("searches the answers too, and drops topics with no match", () => {
    const topics = filterFaq(faqTopics, "ERP");
    expect(topics.map((t) => t.id)).toContain("integracoes");
    expect(topics.every((t) => t.questions.length > 0)).toBe(true);
    expect(filterFaq(faqTopics, "xyzzy inexistente")).toEqual([]);
  });

  it("shows everything for an empty query", () => {
    expect(filterFaq(faqTopics, "  ")).toEqual(faqTopics);
  });
});

describe("FAQ deep links", () => {
  it("find the question named by the hash", () => {
    expect(questionForHash(faqTopics, "#quanto-custa")?.question).toBe("Quanto custa o Tramita?");
    expect(questionForHash(faqTopics, "#nao-existe")).toBeUndefined();
    expect(questionForHash(faqTopics, "#%E0%A4%A")).toBeUndefined();
  });
});
