import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findBrokenLinks, formatBrokenLinks } from "./link-check";

function build(pages: Record<string, string>, files: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "tramita-links-"));
  for (const [path, body] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  for (const file of files) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "x");
  }
  return dir;
}

const options = { isKnownRoute: (path: string) => path === "/assinatura", siteUrl: "https://tramita.com.br" };

describe("the link checker over the build output", () => {
  it("accepts links to prerendered pages, client-side routes, files, and anchors that exist", () => {
    const dir = build(
      {
        "": `<main id="conteudo"><a href="/blog?categoria=gestao">blog</a><a href="/faq#quanto-custa">faq</a><a href="#conteudo">pular</a>
             <a href="/assinatura">conta</a><img src="/images/x.svg"><link rel="canonical" href="https://tramita.com.br/">
             <a href="https://outro.com/nada">fora</a><a href="mailto:a@b.c">mail</a></main>`,
        blog: `<a href="/">início</a>`,
        faq: `<div id="quanto-custa"></div>`,
      },
      ["images/x.svg"],
    );
    expect(findBrokenLinks(dir, options)).toEqual([]);
  });

  it("reports each broken link with the page it is on", () => {
    const dir = build({
      "": `<a href="/sobre">sobre</a><a href="/faq#nao-existe">faq</a><img src="/images/sumiu.png">`,
      faq: `<a href="/sobre">sobre</a><link rel="canonical" href="https://tramita.com.br/faqs">`,
    });
    const broken = findBrokenLinks(dir, options);
    expect(broken.map((b) => [b.page, b.href])).toEqual([
      ["/", "/faq#nao-existe"],
      ["/faq", "/faqs"],
      ["/", "/images/sumiu.png"],
      ["/", "/sobre"],
      ["/faq", "/sobre"],
    ]);
    expect(formatBrokenLinks(broken)).toContain("/sobre  (no page, route or file at this path)  <- on /, /faq");
    expect(formatBrokenLinks(broken)).toContain('/faq#nao-existe  (no element with id="nao-existe" on /faq)');
  });
});
