import { describe, expect, it } from "vitest";
import { helpArticles, helpTopics } from "../../content/help-center";
import { groupByTopic, searchHelpArticles } from "./help-search";

const search = (query: string) => searchHelpArticles(helpArticles, helpTopics, query).map((a) => a.id);

describe("help centre search", () => {
  it("an empty query lists every article", () => {
    expect(search("  ")).toHaveLength(helpArticles.length);
  });

  it("ignores accents and case: 'correspondencia' finds 'Correspondência'", () => {
    expect(search("CORRESPONDENCIA")).toEqual(["registrar-correspondencia", "retirada-com-assinatura", "perfis-de-acesso"]);
  });

  it("needs every word, in any order, and searches the steps too", () => {
    expect(search("senha esqueci")).toEqual(["recuperar-senha"]);
    expect(search("etiqueta qr code")).toEqual(["retirada-com-assinatura"]);
  });

  it("matches an article by its topic's title", () => {
    expect(search("malote digital e assinatura")).toEqual(expect.arrayContaining(["enviar-malote", "coletar-assinaturas"]));
  });

  it("finds nothing for words no article has", () => {
    expect(search("criptomoeda")).toEqual([]);
  });

  it("groups results by topic in display order and drops empty topics", () => {
    const groups = groupByTopic(searchHelpArticles(helpArticles, helpTopics, "senha"), helpTopics);
    expect(groups.map((g) => g.topic.id)).toEqual(["primeiros-passos", "seguranca-e-lgpd"]);
    expect(groupByTopic(helpArticles, helpTopics)).toHaveLength(helpTopics.length);
  });
});
