import { describe, expect, it } from "vitest";
import { headingId, renderMarkdown } from "./render-markdown";

describe("markdown rendered at build time", () => {
  it("is sanitised: no scripts, event handlers, inline styles or javascript: links", () => {
    const { html } = renderMarkdown(
      [
        "Texto <script>alert(1)</script> e <img src=x onerror=alert(2)>.",
        "",
        '<p style="color:red" onclick="x()">estilo</p>',
        "",
        "[clique](javascript:alert(3)) e [site](https://exemplo.com)",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|style=|<img|javascript:/i);
    expect(html).toContain('<a href="https://exemplo.com" rel="noopener noreferrer">site</a>');
  });

  it("gives h2/h3 headings unique, accent-free ids and lists them for the table of contents", () => {
    const { html, headings } = renderMarkdown("## Validade jurídica\n\ntexto\n\n### Passo 1: **mapeie**\n\n## Validade jurídica\n");
    expect(headings).toEqual([
      { id: "validade-juridica", text: "Validade jurídica", level: 2 },
      { id: "passo-1-mapeie", text: "Passo 1: mapeie", level: 3 },
      { id: "validade-juridica-2", text: "Validade jurídica", level: 2 },
    ]);
    expect(html).toContain('<h3 id="passo-1-mapeie">Passo 1: <strong>mapeie</strong></h3>');
  });

  it("counts the words a reader reads (not markup)", () => {
    expect(renderMarkdown("Um **dois** [três](/blog) — quatro.\n\n- cinco").wordCount).toBe(5);
  });

  it("keeps tables and links to other pages", () => {
    const { html } = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n\n[post](/blog/x)");
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="/blog/x">post</a>');
  });

  it("turns heading text into ids", () => {
    expect(headingId("LGPD: o que é?")).toBe("lgpd-o-que-e");
  });
});
