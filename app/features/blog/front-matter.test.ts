import { describe, expect, it } from "vitest";
import { parsePostFile } from "./front-matter";

const valid = {
  title: 'title: "Um título de teste com tamanho bom"',
  description: `description: "${"Uma descrição que explica o artigo com detalhes suficientes para aparecer no Google. ".repeat(1).trim()}"`,
  date: 'date: "2026-05-10"',
  author: "author: juliana-prado",
  category: "category: gestao",
  tags: "tags: [gestão, papel]",
  cover: "cover:\n  src: /images/blog/capa.svg\n  alt: \"Uma capa ilustrada\"",
};

const file = (fields: Partial<Record<keyof typeof valid, string | null>> & { extra?: string } = {}) => {
  const lines = Object.entries({ ...valid, ...fields })
    .filter(([key, v]) => key !== "extra" && v !== null)
    .map(([, v]) => v);
  if (fields.extra) lines.push(fields.extra);
  return `---\n${lines.join("\n")}\n---\n\nCorpo do artigo.\n`;
};

describe("a post's front matter", () => {
  it("parses a complete, valid block", () => {
    const { frontMatter, body } = parsePostFile("ok.md", file());
    expect(frontMatter.title).toBe("Um título de teste com tamanho bom");
    expect(frontMatter.tags).toEqual(["gestão", "papel"]);
    expect(body.trim()).toBe("Corpo do artigo.");
  });

  it.each([
    ["a missing title", { title: null }, /ruim\.md: invalid front matter: title/],
    ["a date that is not yyyy-mm-dd", { date: 'date: "10/05/2026"' }, /date/],
    ["an unknown category", { category: "category: receitas" }, /category/],
    ["an unknown author", { author: "author: fulano" }, /author/],
    ["no tags", { tags: "tags: []" }, /tags/],
    ["a cover outside /images/blog", { cover: "cover:\n  src: https://exemplo.com/x.png\n  alt: \"Uma capa ilustrada\"" }, /cover\.src/],
    ["a field the schema does not know", { extra: "rascunho: true" }, /rascunho|Unrecognized/i],
    ["a publication instant without a time", { extra: "publishAt: 2026-12-01" }, /publishAt: use data e hora de Brasília/],
    ["a publication instant that does not exist", { extra: "publishAt: 2026-02-30 09:00" }, /publishAt: data ou hora inexistente/],
    ["an update before the publication", { extra: 'updated: "2026-01-01"' }, /updated/],
  ])("is rejected with the file name for %s", (_name, fields, message) => {
    expect(() => parsePostFile("ruim.md", file(fields))).toThrow(/ruim\.md/);
    expect(() => parsePostFile("ruim.md", file(fields))).toThrow(message);
  });

  it.each([
    ["Brasília time as the editor writes it", "2026-12-01 09:00", "2026-12-01T09:00:00-03:00"],
    ["an ISO local time", "2026-12-01T09:00:30", "2026-12-01T09:00:30-03:00"],
    ["an instant with its offset", "2026-12-01T12:00:00Z", "2026-12-01T12:00:00Z"],
  ])("reads publishAt given in %s as an instant", (_name, written, instant) => {
    expect(parsePostFile("ok.md", file({ extra: `publishAt: ${written}` })).frontMatter.publishAt).toBe(instant);
  });

  it("reads an empty publishAt, as the editor leaves it, as none", () => {
    expect(parsePostFile("ok.md", file({ extra: "publishAt: ''\ndraft: false" })).frontMatter).toMatchObject({ publishAt: undefined, draft: false });
  });

  it("is required", () => {
    expect(() => parsePostFile("sem.md", "# Só markdown\n")).toThrow(/sem\.md: missing front matter/);
  });
});
