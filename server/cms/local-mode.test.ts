// Third security review, the content editor's local mode (CMS_MODE=local): one named test per
// finding, each failing without its fix. The server writes a copy of the content folders,
// never this repository's files.
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { ConfigError } from "../config-error.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { makeFixtureBuild } from "../test/fixture-build.ts";
import { LOCAL_ONLY_MESSAGE, WRITE_ORIGIN_MESSAGE } from "./local-access.ts";
import { networkAddress, rawRequest, saveBody } from "./test-kit.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const NETWORK_ADDRESS = networkAddress();
if (!NETWORK_ADDRESS) console.info("This machine has no network address besides loopback: the test of a write from another address is skipped.");

/** A module beside the blog folder (the blog's taxonomy lived there), where Keystatic's prefix check lets a write through. */
const TAXONOMY = "app/content/blog-taxonomy.ts";
const FAQ = "app/content/data/faq.json";
const PNG = readFileSync(join(ROOT, "public/images/brand/og-image.png"));
const CLEAN_SVG = readFileSync(join(ROOT, "public/images/blog/malote-digital-o-que-e/cover/src.svg"));

/**
 * A copy of what the editor reads and writes, plus the module beside the blog folder it must
 * not reach, in a folder of its own (where a write to ../x would land).
 */
function workingCopy(): string {
  const copy = join(mkdtempSync(join(tmpdir(), "tramita-editor-")), "copia");
  for (const entry of ["app/content/data", "app/content/blog", "public/images"]) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  writeFileSync(join(copy, TAXONOMY), "export const blogAuthors = [];\n");
  return copy;
}

/** What Keystatic's editor sends with a save from a page at http://`host`. */
const editorHeaders = (host: string) => ({ "no-cors": "1", "content-type": "application/json", origin: `http://${host}`, host });

describeEachEngine("security review 3, the editor's local mode", (engine) => {
  let app: FastifyInstance;
  let copy: string;
  serverForSuite(engine, { CMS_MODE: "local", SERVE_CLIENT: "true", CLIENT_DIR: makeFixtureBuild() }, (ready) => (app = ready), (config) => {
    copy = workingCopy();
    config.cms = { kind: "local", workingCopy: copy };
  });
  const file = (path: string) => readFileSync(join(copy, path), "utf8");
  const save = (files: { path: string; contents: string | Buffer }[], headers: Record<string, string> = editorHeaders("localhost")) =>
    app.inject({ method: "POST", url: "/api/keystatic/update", headers, payload: saveBody(files) });

  describe("finding 1 (high): CMS_MODE=local let anyone who reaches the server write files, and through them run code", () => {
    it.skipIf(!NETWORK_ADDRESS)("refuses the editor, its file list and its saves to a peer that is not loopback, even one saying Host: localhost", async () => {
      await app.listen({ host: "0.0.0.0", port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const host = `localhost:${port}`;
      const tree = { path: "/api/keystatic/tree", host, headers: { "no-cors": "1" } };
      // The same request over loopback is the editor at work.
      expect((await rawRequest("127.0.0.1", port, tree)).status).toBe(200);

      const fromNetwork = await rawRequest(NETWORK_ADDRESS!, port, tree);
      expect(fromNetwork.status).toBe(403);
      expect(JSON.parse(fromNetwork.body)).toEqual({ error: LOCAL_ONLY_MESSAGE, code: "FORBIDDEN_ORIGIN" });
      const before = file(FAQ);
      const write = await rawRequest(NETWORK_ADDRESS!, port, { method: "POST", path: "/api/keystatic/update", host, headers: editorHeaders(host), body: saveBody([{ path: FAQ, contents: "{}" }]) });
      expect(write.status).toBe(403);
      expect(file(FAQ)).toBe(before);
      expect((await rawRequest(NETWORK_ADDRESS!, port, { path: "/keystatic/singleton/faq", host, headers: { accept: "text/html" } })).status).toBe(403);
      // Also when the path is spelled otherwise.
      expect((await rawRequest(NETWORK_ADDRESS!, port, { ...tree, path: "/api/%6Beystatic/tree" })).status).toBe(403);
      expect((await rawRequest(NETWORK_ADDRESS!, port, { ...tree, path: "/api/keystatic//tree" })).status).toBe(403);
    });

    it("refuses a Host that does not name this machine, as a page on a DNS name rebound to 127.0.0.1 sends", async () => {
      const before = file(FAQ);
      for (const host of ["evil.example", "evil.example:3000", "192.0.2.10", "localhost.evil.example"]) {
        const tree = await app.inject({ url: "/api/keystatic/tree", headers: { "no-cors": "1", host } });
        expect(tree.statusCode, host).toBe(403);
        expect(tree.json()).toEqual({ error: LOCAL_ONLY_MESSAGE, code: "FORBIDDEN_ORIGIN" });
        expect((await save([{ path: FAQ, contents: "{}" }], editorHeaders(host))).statusCode, host).toBe(403);
        expect((await app.inject({ url: "/keystatic", headers: { accept: "text/html", host } })).statusCode, host).toBe(403);
      }
      expect(file(FAQ)).toBe(before);
      // localhost, 127.x and [::1] are this machine.
      for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
        expect((await app.inject({ url: "/api/keystatic/tree", headers: { "no-cors": "1", host } })).statusCode, host).toBe(200);
      }
    });

    it("refuses a save whose Origin is not the editor's own page", async () => {
      const before = file(FAQ);
      for (const origin of ["https://evil.example", "http://localhost:9999", "null", undefined]) {
        const { origin: _own, ...headers } = editorHeaders("localhost:3000");
        const answer = await save([{ path: FAQ, contents: "{}" }], origin === undefined ? headers : { ...headers, origin });
        expect(answer.statusCode, String(origin)).toBe(403);
        expect(answer.json()).toEqual({ error: WRITE_ORIGIN_MESSAGE, code: "FORBIDDEN_ORIGIN" });
      }
      expect(file(FAQ)).toBe(before);
    });

    it("refuses to write or read app/content/blog-taxonomy.ts, code beside the blog folder", async () => {
      const before = file(TAXONOMY);
      const answer = await save([{ path: TAXONOMY, contents: "export const blogAuthors = []; process.exit(1);" }]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: expect.stringMatching(/^app\/content\/blog-taxonomy\.ts: o editor só grava arquivos de conteúdo/), code: "REJECTED" });
      expect(file(TAXONOMY)).toBe(before);
      // Keystatic's own check let this path through (a prefix of app/content/blog); reading it is refused too.
      const entry = (await app.inject({ url: "/api/keystatic/tree", headers: { "no-cors": "1" } })).json<{ path: string; sha: string }[]>().find(({ path }) => path === TAXONOMY)!;
      expect((await app.inject({ url: `/api/keystatic/blob/${entry.sha}/${TAXONOMY}`, headers: { "no-cors": "1" } })).statusCode).toBe(400);
    });

    it("refuses ../x and any path that is not in normal form or not a content file", async () => {
      for (const path of ["../x", "app/content/blog/../../../x.md", "app/content/data/../../../x.json", "app/content/blog/./nova.md", "app/content/data//faq.json", "/tmp/x.md", "app\\content\\data\\faq.json", "app/content/data/faq.ts", "app/content/blog/nova.tsx", "public/images/blog/x.html", "public/index.html", ".env"]) {
        const answer = await save([{ path, contents: "x" }]);
        expect(answer.statusCode, path).toBe(400);
        expect(answer.json().code, path).toBe("REJECTED");
      }
      expect(existsSync(join(dirname(copy), "x"))).toBe(false);
      expect(existsSync(join(copy, ".env"))).toBe(false);
    });

    it("refuses a save through a symbolic link that leads out of the tree", async () => {
      const outside = mkdtempSync(join(tmpdir(), "tramita-outside-"));
      writeFileSync(join(outside, "alvo.ts"), "export {};\n");
      symlinkSync(join(outside, "alvo.ts"), join(copy, "app/content/blog/atalho.md"));
      symlinkSync(outside, join(copy, "public/images/blog/fora"));
      for (const [path, contents] of [["app/content/blog/atalho.md", "process.exit(1);"], ["public/images/blog/fora/capa.png", PNG]] as const) {
        const answer = await save([{ path, contents }]);
        expect(answer.statusCode, path).toBe(400);
        expect(answer.json().error, path).toBe(`${path}: o caminho passa por um link simbólico.`);
      }
      expect(readFileSync(join(outside, "alvo.ts"), "utf8")).toBe("export {};\n");
      expect(existsSync(join(outside, "capa.png"))).toBe(false);
    });

    it("still saves a content file, a post and an image from the editor on this machine", async () => {
      const faq = file(FAQ).replace("Quais planos o Tramita oferece?", "Quais planos o Tramita tem?");
      const answer = await save([{ path: FAQ, contents: faq }, { path: "app/content/blog/nova.md", contents: "---\ntitle: Nova\n---\nTexto.\n" }, { path: "public/images/blog/nova/capa.png", contents: PNG }]);
      expect(answer.statusCode).toBe(200);
      expect(file(FAQ)).toBe(faq);
      expect(file("app/content/blog/nova.md")).toContain("Texto.");
      expect(readFileSync(join(copy, "public/images/blog/nova/capa.png")).equals(PNG)).toBe(true);
    });
  });

  describe("finding: uploads through the editor were served from the site's origin, SVG scripts included", () => {
    const ACTIVE_SVGS = {
      script: `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/account")</script></svg>`,
      "event handler": `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="1" height="1"/></svg>`,
      foreignObject: `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="/"/></foreignObject></svg>`,
      "external reference": `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/a.svg#x"/></svg>`,
    };

    it("refuses an SVG with a script, an event handler, a foreignObject or an external reference, and a PNG that is not one", async () => {
      for (const [kind, svg] of Object.entries(ACTIVE_SVGS)) {
        const path = `public/images/blog/ativa-${kind.replace(" ", "-")}.svg`;
        const answer = await save([{ path, contents: svg }]);
        expect(answer.statusCode, kind).toBe(400);
        expect(answer.json().error, kind).toMatch(new RegExp(`^${path}: o SVG tem .+\\. Envie um SVG só com o desenho`));
        expect(existsSync(join(copy, path)), kind).toBe(false);
      }
      const html = await save([{ path: "public/images/logos/falsa.png", contents: "<html><script>alert(1)</script></html>" }]);
      expect(html.statusCode).toBe(400);
      expect(html.json().error).toBe("public/images/logos/falsa.png: o conteúdo não é uma imagem PNG; envie um PNG, JPEG ou SVG.");
      // One bad file refuses the whole save: the post beside it is not written either.
      const mixed = await save([{ path: "app/content/blog/com-capa.md", contents: "---\ntitle: x\n---\n" }, { path: "public/images/blog/com-capa.svg", contents: ACTIVE_SVGS.script }]);
      expect(mixed.statusCode).toBe(400);
      expect(existsSync(join(copy, "app/content/blog/com-capa.md"))).toBe(false);
    });

    it("accepts an SVG that is only a drawing, such as the site's own covers", async () => {
      const answer = await save([{ path: "public/images/blog/desenho.svg", contents: CLEAN_SVG }]);
      expect(answer.statusCode).toBe(200);
      expect(readFileSync(join(copy, "public/images/blog/desenho.svg")).equals(CLEAN_SVG)).toBe(true);
    });
  });
});

describe("security review 3, finding 1: local mode is never a production server's", () => {
  it("refuses to start with CMS_MODE=local and NODE_ENV=production, saying why", () => {
    expect(() => loadConfig({ CMS_MODE: "local", NODE_ENV: "production", PUBLIC_SITE_URL: "https://tramita.com.br" })).toThrow(ConfigError);
    expect(() => loadConfig({ CMS_MODE: "local", NODE_ENV: "production", PUBLIC_SITE_URL: "https://tramita.com.br" })).toThrow(/CMS_MODE=local is refused when NODE_ENV=production/);
    expect(loadConfig({ CMS_MODE: "local" }).cms).toEqual({ kind: "local", workingCopy: process.cwd() });
  });
});
