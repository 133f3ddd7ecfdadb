// The build's content check (`node scripts/check-content.ts`, the first step of `npm run
// build`) on a copy of the content folder: each broken file stops it with one line naming
// the file, the field and the problem.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const CHECK_SCRIPT = resolve("scripts/check-content.ts");
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "content-check-"));
  for (const dir of ["app/content/data", "app/content/blog", "public/images"]) cpSync(dir, join(root, dir), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the check in the copy; its exit code and what it printed on stderr. */
function check(): { code: number; stderr: string } {
  try {
    execFileSync(process.execPath, [CHECK_SCRIPT], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    return { code: 0, stderr: "" };
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: Buffer };
    return { code: status, stderr: stderr.toString() };
  }
}

function editJson(file: string, edit: (data: any) => void): void {
  const path = join(root, "app/content/data", file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

function editPost(slug: string, edit: (source: string) => string): void {
  const path = join(root, "app/content/blog", `${slug}.md`);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
}

describe("the content check", () => {
  it("passes on the repository's content", () => {
    expect(check()).toEqual({ code: 0, stderr: "" });
  });

  it("stops on a file that is not JSON", () => {
    writeFileSync(join(root, "app/content/data/tips.json"), '{ "tips": [ }');
    const { code, stderr } = check();
    expect(code).toBe(1);
    expect(stderr).toMatch(/^app\/content\/data\/tips\.json: JSON inválido: .+\n$/);
  });

  it("stops on a seventh testimonial, a ninth feature card, a fourth segment short of five, a fifth problem card short of six", () => {
    editJson("testimonials.json", (d) => d.testimonials.push(d.testimonials[0]));
    expect(check().stderr).toBe("app/content/data/testimonials.json: testimonials: devem ser exatamente 6 depoimentos publicados, fora os rascunhos (há 7)\n");
    editJson("testimonials.json", (d) => d.testimonials.pop());
    editJson("features.json", (d) => d.features.push({ ...d.features[0], id: "outro" }));
    expect(check().stderr).toBe("app/content/data/features.json: features: devem ser exatamente 8 cards de recursos (há 9)\n");
    editJson("features.json", (d) => d.features.pop());
    editJson("segments.json", (d) => d.segments.pop());
    expect(check().stderr).toBe("app/content/data/segments.json: segments: devem ser exatamente 5 segmentos (há 4)\n");
    editJson("segments.json", (d) => d.segments.push({ ...d.segments[0], id: "outro" }));
    editJson("problems.json", (d) => d.problems.pop());
    expect(check().stderr).toBe("app/content/data/problems.json: problems: devem ser exatamente 6 cards de problemas (há 5)\n");
  });

  it("passes on a seventh testimonial that is a draft, and on drafts among the FAQ, cases, openings, help articles and tips", () => {
    editJson("testimonials.json", (d) => d.testimonials.push({ ...d.testimonials[0], name: "Pessoa em Rascunho", draft: true }));
    editJson("faq.json", (d) => (d.topics[0].questions[0].draft = true));
    editJson("cases.json", (d) => (d.cases[0].draft = true));
    editJson("careers.json", (d) => (d.openings[0].draft = false));
    editJson("help-center.json", (d) => (d.articles[0].draft = true));
    editJson("tips.json", (d) => (d.tips[0].draft = true));
    expect(check()).toEqual({ code: 0, stderr: "" });
    // Six published besides a draft is still the rule.
    editJson("testimonials.json", (d) => (d.testimonials[1].draft = true));
    expect(check().stderr).toBe("app/content/data/testimonials.json: testimonials: devem ser exatamente 6 depoimentos publicados, fora os rascunhos (há 5)\n");
  });

  it.each([
    { problem: "a draft mark on what is not an entry", breakContent: () => editJson("landing.json", (d) => (d.hero.draft = true)), line: 'app/content/data/landing.json: hero: Unrecognized key: "draft"' },
    { problem: "a post's cover outside its folder, where the editor cannot open it", breakContent: () => editPost("malote-digital-o-que-e", (s) => s.replace("/images/blog/malote-digital-o-que-e/cover/src.svg", "/images/blog/lgpd-na-gestao-de-documentos/cover/src.svg")), line: "app/content/blog/malote-digital-o-que-e.md: cover.src: a capa deve ficar em /images/blog/malote-digital-o-que-e/, onde o editor a guarda e a encontra (está em /images/blog/lgpd-na-gestao-de-documentos/cover/src.svg)" },
    { problem: "a file breaking its schema", breakContent: () => editJson("testimonials.json", (d) => (d.testimonials[2].rating = "cinco")), line: "app/content/data/testimonials.json: testimonials.2.rating: Invalid input: expected number, received string" },
    { problem: "a missing required field", breakContent: () => editJson("careers.json", (d) => delete d.openings[1].title), line: "app/content/data/careers.json: openings.1.title: Invalid input: expected string, received undefined" },
    { problem: "an empty text", breakContent: () => editJson("faq.json", (d) => (d.topics[0].questions[1].answer[0] = "  ")), line: "app/content/data/faq.json: topics.0.questions.1.answer.0: não pode ficar vazio" },
    { problem: "an unknown placeholder", breakContent: () => editJson("faq.json", (d) => (d.topics[1].questions[0].answer[0] = "O teste dura {diasDeTestes} dias.")), line: "app/content/data/faq.json: topics.1.questions.0.answer.0: placeholder sem valor {diasDeTestes}" },
    { problem: "a landing text naming a figure the Números file lacks", breakContent: () => editJson("landing.json", (d) => (d.hero.lead = "Mais de {clientes} empresas já trabalham assim.")), line: "app/content/data/landing.json: hero.lead: placeholder sem valor {clientes}" },
    { problem: "a figure without its value", breakContent: () => editJson("numbers.json", (d) => delete d.figures.empresas.target), line: "app/content/data/numbers.json: figures.empresas.target: Invalid input: expected number, received undefined" },
    { problem: "a founding year left empty", breakContent: () => editJson("numbers.json", (d) => (d.foundedYear = "")), line: "app/content/data/numbers.json: foundedYear: Invalid input: expected number, received string" },
    { problem: "a 17th client logo", breakContent: () => editJson("client-logos.json", (d) => d.logos.push({ name: "Nova Empresa", logo: "/images/logos/mares-contabil.svg" })), line: "app/content/data/client-logos.json: logos: devem ser exatamente 16 logos de clientes (há 17)" },
    { problem: "a testimonial whose company has no client logo", breakContent: () => editJson("testimonials.json", (d) => (d.testimonials[4].company = "Empresa Sem Logo")), line: 'app/content/data/testimonials.json: testimonials.4.company: "Empresa Sem Logo" não está nos logos de clientes (client-logos.json), de onde vem o logo do depoimento' },
    { problem: "an icon the collection does not offer", breakContent: () => editJson("segments.json", (d) => (d.segments[0].icon = "Banana")), line: "app/content/data/segments.json: segments.0.icon: ícone desconhecido: use um de Building, Calculator, HardHat, Landmark, ShoppingBag" },
    { problem: "an image without alt text", breakContent: () => editPost("malote-digital-o-que-e", (s) => s.replace(/\n  alt: .*\n/, "\n")), line: "app/content/blog/malote-digital-o-que-e.md: invalid front matter: cover.alt: falta o texto alternativo (alt) da imagem" },
    { problem: "an image above 300 KB", breakContent: () => writeFileSync(join(root, "public/images/avatars/fernanda-azevedo.svg"), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><!-- ${"x".repeat(310 * 1024)} --></svg>`), line: "app/content/data/testimonials.json: testimonials.0.avatar: imagem com 311 KB: o limite é 300 KB" },
    { problem: "an image that is not there", breakContent: () => editJson("client-logos.json", (d) => (d.logos[3].logo = "/images/logos/sumiu.svg")), line: "app/content/data/client-logos.json: logos.3.logo: imagem não encontrada: public/images/logos/sumiu.svg" },
  ])("stops on $problem, with one line naming the file, the field and the problem", ({ breakContent, line }) => {
    breakContent();
    expect(check()).toEqual({ code: 1, stderr: `${line}\n` });
  });

  // The editor's GitHub mode commits uploads straight to the repository, past the server's
  // upload check: the build applies the same check to every file under public/images/.
  const drawingOnly = "Envie um SVG só com o desenho (sem scripts, eventos, foreignObject ou referências externas), ou um PNG ou JPEG.";
  it.each([
    {
      problem: "a blog cover SVG carrying a script",
      file: "public/images/blog/malote-digital-o-que-e/cover/src.svg",
      contents: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630"/><script>fetch("/api/keystatic/tree")</script></svg>',
      line: `public/images/blog/malote-digital-o-que-e/cover/src.svg: o SVG tem o elemento <script>. ${drawingOnly}`,
    },
    {
      problem: "an SVG no content names, with an event handler",
      file: "public/images/logos/rascunho.svg",
      contents: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>',
      line: `public/images/logos/rascunho.svg: o SVG tem o atributo de evento onload. ${drawingOnly}`,
    },
    {
      problem: "a PNG that is HTML",
      file: "public/images/avatars/foto.png",
      contents: "<html><body><script>alert(1)</script></body></html>",
      line: "public/images/avatars/foto.png: o conteúdo não é uma imagem PNG; envie um PNG, JPEG ou SVG.",
    },
  ])("stops on $problem under public/images/, with one line naming the file", ({ file, contents, line }) => {
    writeFileSync(join(root, file), contents);
    expect(check()).toEqual({ code: 1, stderr: `${line}\n` });
  });

  it("stops on a symbolic link under public/images/, which would publish what it points to unchecked", () => {
    symlinkSync(join(root, "app/content/data"), join(root, "public/images/blog/dados"));
    expect(check()).toEqual({ code: 1, stderr: "public/images/blog/dados: é um link simbólico; envie o próprio arquivo da imagem\n" });
  });

  it("stops on a file outside the known collections", () => {
    writeFileSync(join(root, "app/content/data/rascunho.json"), "{}");
    expect(check().stderr).toMatch(/^app\/content\/data\/rascunho\.json: arquivo fora das coleções conhecidas \(about, .+\)\n$/);
  });
});
