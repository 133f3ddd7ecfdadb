import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { helpArticles, helpTopics } from "../app/content/help-center";
import { helpArticleRecords, writeSearchIndex } from "./search-index";

describe("the site search's index", () => {
  const dir = mkdtempSync(join(tmpdir(), "tramita-search-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("holds each help-centre article as its own record under /ajuda, with its text, steps and topic", () => {
    const records = helpArticleRecords();
    expect(records.map((r) => r.url)).toEqual(helpArticles.map((a) => `/ajuda#artigo-${a.id}`));
    const withSteps = helpArticles.find((a) => a.steps?.length)!;
    const record = records[helpArticles.indexOf(withSteps)]!;
    expect(record.content).toContain(withSteps.steps![0]);
    expect(record.content).toContain(helpTopics.find((t) => t.id === withSteps.topicId)!.title);
    expect(record).toMatchObject({ language: "pt", filters: { area: ["ajuda"] }, meta: { title: withSteps.title } });
  });

  it("writes Pagefind's browser module, its Portuguese WebAssembly and the index under /pagefind", async () => {
    const page = '<html lang="pt-BR"><body><header>Menu</header><main data-pagefind-body=""><h1>Malote digital</h1><p>Envio de documentos entre filiais.</p></main></body></html>';
    expect(await writeSearchIndex(dir, new Map([["/malote", page]]), helpArticleRecords().slice(0, 2))).toBe(3);
    const files = readdirSync(join(dir, "pagefind"));
    expect(existsSync(join(dir, "pagefind", "pagefind.js"))).toBe(true);
    expect(files).toEqual(expect.arrayContaining(["wasm.pt.pagefind", "pagefind-entry.json", "fragment", "index"]));
    expect(files.some((f) => f.startsWith("pagefind.pt_") && f.endsWith(".pf_meta"))).toBe(true);
  });
});
