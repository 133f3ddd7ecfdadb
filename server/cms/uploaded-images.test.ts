// What the editor accepts as an uploaded image: PNG and JPEG by their bytes, SVG only as a
// drawing (server/cms/local-mode.test.ts shows a save refused through the API).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { uploadedImageProblem } from "./uploaded-images.ts";

const IMAGES = join(import.meta.dirname, "..", "..", "public", "images");
const SVG = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${body}</svg>`;
const problem = (path: string, contents: string | Buffer) => uploadedImageProblem(path, Buffer.from(contents));

describe("uploaded images", () => {
  it("accepts every SVG the site ships, as a drawing", () => {
    const svgs = readdirSync(IMAGES, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(20);
    for (const name of svgs) expect(problem(`public/images/${name}`, readFileSync(join(IMAGES, name))), name).toBeNull();
  });

  it("accepts drawings with an XML declaration, comments, entities, text, gradients and internal references", () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- capa -->\n${SVG(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="4" height="4"/></clipPath></defs>` +
        `<g clip-path="url(#c)" style="fill: url('#g')"><use xlink:href="#r"/><use href="#r"/><text x="1" y="2" xml:space="preserve">Gestão &amp; protocolo &#8212; &#x2713;</text></g>`,
      ` xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"`,
    )}`;
    expect(problem("public/images/blog/capa.svg", drawing)).toBeNull();
  });

  it.each([
    ["a script", SVG(`<script>alert(1)</script>`), "o elemento <script>"],
    ["a script in upper case", SVG(`<SCRIPT>alert(1)</SCRIPT>`), "o elemento <SCRIPT>"],
    ["an event handler", SVG(`<rect width="1" height="1"/>`, ` onload="alert(1)"`), "o atributo de evento onload"],
    ["an event handler in mixed case", SVG(`<rect onMouseOver='alert(1)'/>`), "o atributo de evento onMouseOver"],
    ["a foreignObject", SVG(`<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>`), "o elemento <foreignObject>"],
    ["a link", SVG(`<a href="javascript:alert(1)"><rect/></a>`), "o elemento <a>"],
    ["an external image", SVG(`<image href="https://evil.example/x.png"/>`), "o elemento <image>"],
    ["an animation that sets a link", SVG(`<set attributeName="href" to="javascript:alert(1)"/>`), "o elemento <set>"],
    ["a style sheet", SVG(`<style>@import url(https://evil.example/x.css);</style>`), "o elemento <style>"],
    ["an external use", SVG(`<use href="https://evil.example/a.svg#x"/>`), `uma referência externa (href="https://evil.example/a.svg#x")`],
    ["a javascript: reference spelled with a character reference", SVG(`<use href="&#106;avascript:alert(1)"/>`), `uma referência externa (href="javascript:alert(1)")`],
    ["an external url() in a paint", SVG(`<rect fill="url(https://evil.example/p.svg#g)"/>`), "uma referência externa (url(https://evil.example/p.svg#g))"],
    ["an external url() in a style", SVG(`<rect style="fill:url( 'https://evil.example/p.svg#g' )"/>`), "uma referência externa (url(https://evil.example/p.svg#g))"],
    ["a CSS escape", SVG(`<rect style="fill:u\\72l(https://evil.example/p)"/>`), "uma barra invertida no atributo style"],
    ["another namespace", SVG(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>`), "o elemento <h:script>"],
    ["another default namespace", SVG(`<g xmlns="http://www.w3.org/1999/xhtml"/>`), "o espaço de nomes http://www.w3.org/1999/xhtml"],
    ["a DOCTYPE with entities", `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG("<text>&x;</text>")}`, "uma declaração DOCTYPE, CDATA ou de processamento"],
    ["an unknown entity", SVG("<text>&x;</text>"), "uma entidade desconhecida"],
    ["a CDATA section", SVG("<text><![CDATA[<script>alert(1)</script>]]></text>"), "uma declaração DOCTYPE, CDATA ou de processamento"],
    ["a style sheet instruction", `<?xml-stylesheet href="https://evil.example/x.css"?>${SVG("")}`, "uma declaração DOCTYPE, CDATA ou de processamento"],
    ["HTML instead of SVG", `<html><body><script>alert(1)</script></body></html>`, "outro elemento na raiz em vez de <svg>"],
    ["unreadable markup", SVG(`<rect width=1/>`), "marcação que não foi possível ler"],
    ["bytes that are not UTF-8", Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]), "texto que não está em UTF-8"],
  ])("refuses an SVG with %s", (_kind, svg, reason) => {
    expect(problem("public/images/blog/capa.svg", svg)).toBe(
      `public/images/blog/capa.svg: o SVG tem ${reason}. Envie um SVG só com o desenho (sem scripts, eventos, foreignObject ou referências externas), ou um PNG ou JPEG.`,
    );
  });

  it("accepts a PNG or JPEG by its first bytes, and nothing else under their names", () => {
    const png = readFileSync(join(IMAGES, "brand", "og-image.png"));
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(problem("public/images/logos/a.png", png)).toBeNull();
    expect(problem("public/images/logos/a.PNG", png)).toBeNull();
    expect(problem("public/images/logos/a.jpg", jpeg)).toBeNull();
    expect(problem("public/images/logos/a.jpeg", jpeg)).toBeNull();
    expect(problem("public/images/logos/a.jpg", png)).toBe("public/images/logos/a.jpg: o conteúdo não é uma imagem JPG; envie um PNG, JPEG ou SVG.");
    expect(problem("public/images/logos/a.png", "<html><script>alert(1)</script></html>")).toBe("public/images/logos/a.png: o conteúdo não é uma imagem PNG; envie um PNG, JPEG ou SVG.");
    expect(problem("public/images/logos/a.gif", "GIF89a")).toBe("public/images/logos/a.gif: o conteúdo não é uma imagem GIF; envie um PNG, JPEG ou SVG.");
  });
});
