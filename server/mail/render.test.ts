// The text form of each piece of components.ts, as render.ts derives it from the HTML.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, ButtonFallback, CallToAction, Email, Group, HtmlBreak, Lines, Link, List, Muted, Paragraph, Rows, SalesNotice, Strong, Title } from "./components.ts";
import { renderMail } from "./render.ts";

/** A message component: a function of its props returning an Email. */
const Message = ({ name, signed }: { name: string; signed: boolean }) =>
  h(Email, { signed }, h(Paragraph, null, `Olá, ${name}!`), h(CallToAction, { href: "https://x.test/e" }, "Entrar"));

describe("renderMail", () => {
  it("gives each piece its text form: blocks a blank line apart, a Group's blocks a line apart, links spelled out", () => {
    const { text } = renderMail(
      h(
        Email,
        { signed: false },
        h(Paragraph, null, "Olá, ", h(Strong, null, "Ana"), "!"),
        h(Lines, { lines: ["Linha um", h(Muted, null, "Linha dois")] }),
        h(Group, null, h(Title, { level: "h2" }, "Título:"), h(List, { items: ["a", "b"] }), h(List, { items: ["passo", "outro"], ordered: true })),
        h(Group, null, h(Paragraph, null, "Dados:"), h(Rows, { rows: [["Nota", "x"]], prefix: "- " })),
        h(Paragraph, null, "Veja ", h(Link, { href: "https://x.test/a?b=1&c=2" }, "o resultado")),
        h(Paragraph, null, "Ou aqui: ", h(Link, { href: "https://x.test/b" }, "https://x.test/b")),
        h(Paragraph, null, "Confirme até as 14:00. ", h(HtmlBreak), h(Button, { href: "https://x.test/c" }, "Confirme aqui")),
        h(ButtonFallback, { href: "https://x.test/c" }),
        h(CallToAction, { href: "https://x.test/d" }, "Entrar"),
        h(Title, { level: "h2", htmlOnly: true }, "Só no HTML"),
      ),
    );
    expect(text).toBe(
      [
        "Olá, Ana!",
        "",
        "Linha um",
        "Linha dois",
        "",
        "Título:",
        "- a",
        "- b",
        "1. passo",
        "2. outro",
        "",
        "Dados:",
        "- Nota: x",
        "",
        "Veja o resultado: https://x.test/a?b=1&c=2",
        "",
        "Ou aqui: https://x.test/b",
        "",
        "Confirme até as 14:00. Confirme aqui: https://x.test/c",
        "",
        "Entrar: https://x.test/d",
      ].join("\n"),
    );
  });

  it("signs a message to a visitor and keeps the brand to the HTML", () => {
    const { text, html } = renderMail(h(Email, null, h(Paragraph, null, "Olá!")));
    expect(text).toBe("Olá!\n\nEquipe Tramita\ncontato@tramita.com.br · (11) 4003-2014");
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"/);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain(">Tramita</p>");
  });

  it("keeps what a visitor typed in the text as typed: doubled spaces, a tab, an indent, a blank line", () => {
    const typed = "Primeira  linha\tcom tab\n\n  recuada\nfim";
    const { text, html } = renderMail(h(SalesNotice, { title: "Aviso", reference: "r-1", rows: [["Detalhes", typed]] }));
    expect(text).toBe(`Aviso (r-1)\n\nDetalhes: ${typed}`);
    expect(html).toContain("Primeira  linha\tcom tab<br/><br/>  recuada<br/>fim");
  });

  it("escapes what it is given in the HTML and gives it back as written in the text", () => {
    const { text, html } = renderMail(h(Email, { signed: false }, h(Paragraph, null, `<b>"D'Ávila" & Cia</b>`)));
    expect(html).toContain("&lt;b&gt;&quot;D&#x27;Ávila&quot; &amp; Cia&lt;/b&gt;");
    expect(text).toBe(`<b>"D'Ávila" & Cia</b>`);
  });

  it("renders the layout once and the blocks each time into the same HTML React renders for the whole message", () => {
    for (const signed of [true, false]) {
      const { html } = renderMail(h(Message, { name: "Ana", signed }));
      expect(html).toBe(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${renderToStaticMarkup(h(Message, { name: "Ana", signed }))}`);
    }
  });

  it("refuses a message whose root is not an Email", () => {
    expect(() => renderMail(h(Paragraph, null, "solto"))).toThrow("A message renders an Email at its root");
  });
});
