import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bootstrapSetting, rewriteBuild, type Bootstrap } from "./build-end.ts";
import { FIXTURE_FILES } from "./react-router-fixture.ts";
import { minifyHeadScripts } from "../contracts/served-page.ts";
import { APP_CODE_ID, minifyScript } from "./postbuild-html.ts";

// React Router's output as `npm run fixture:react-router` captured it.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");
const page = fixture(FIXTURE_FILES.page);
const manifest = fixture(FIXTURE_FILES.manifest);
const stylesheet = /<style data-inline-href="\/assets\/(app-[\w-]+\.css)"><\/style>/.exec(page)![1]!;
const CSS = "body{color:#0f172a}";
/** A page after the safe steps (stylesheet inlined, head scripts minified), and nothing else changed. */
const styled = (html: string) =>
  minifyHeadScripts(html.replace(`<style data-inline-href="/assets/${stylesheet}"></style>`, `<style data-inline-href="/assets/${stylesheet}">${CSS}</style>`), minifyScript);
const BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/;

/** A client build of two pages; `home` replaces the home page's HTML. */
function clientBuild(home = page) {
  const dir = mkdtempSync(join(tmpdir(), "tramita-client-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "sobre"));
  writeFileSync(join(dir, "assets", stylesheet), CSS);
  writeFileSync(join(dir, "assets", "manifest-1a2b3c4d.js"), manifest);
  writeFileSync(join(dir, "index.html"), home);
  writeFileSync(join(dir, "sobre", "index.html"), page);
  const read = () => ({ home: readFileSync(join(dir, "index.html"), "utf8"), sobre: readFileSync(join(dir, "sobre", "index.html"), "utf8"), manifest: readFileSync(join(dir, "assets", "manifest-1a2b3c4d.js"), "utf8") });
  return { dir, read };
}

function rewrite(requested: Bootstrap, home?: string) {
  const build = clientBuild(home);
  const warnings: string[] = [];
  const used = rewriteBuild(build.dir, requested, (message) => warnings.push(message));
  return { used, warnings, ...build.read() };
}

describe("the build step that owns the served page", () => {
  it("defers React Router's bootstrap and trims its manifest when every page has the shape it understands", () => {
    const built = rewrite("deferred");
    expect(built.used).toBe("deferred");
    expect(built.warnings).toEqual([]);
    for (const html of [built.home, built.sobre]) {
      expect(html).toContain(`<style data-inline-href="/assets/${stylesheet}">${CSS}</style>`);
      expect(html).toContain(`id="${APP_CODE_ID}"`);
      expect(html).not.toMatch(BOOTSTRAP);
    }
    expect(built.manifest.length).toBeLessThan(manifest.length);
  });

  it("the served page: a page React Router wrote in another shape degrades the whole build to React Router's own bootstrap, stylesheet still inlined", () => {
    const changed = page.replace(BOOTSTRAP, (script) => script.replace("</script>", "\nwindow.__reactRouterHydrate();</script>"));
    const built = rewrite("deferred", changed);
    expect(built.used).toBe("framework");
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toMatch(/React Router's own bootstrap kept on every page .*index\.html: React Router 8\.4\.0 generated a page this build step does not understand/);
    expect(built.home).toBe(styled(changed));
    expect(built.sobre).toBe(styled(page));
    expect(built.manifest).toBe(manifest);
  });

  it(`the served page: SERVED_PAGE_BOOTSTRAP=framework leaves React Router's bootstrap alone on a page it understands`, () => {
    const built = rewrite(bootstrapSetting("framework"));
    expect(built.used).toBe("framework");
    expect(built.warnings).toEqual([]);
    expect(built.sobre).toMatch(BOOTSTRAP);
    expect(built.sobre).toContain(`${CSS}</style>`);
    expect(built.manifest).toBe(manifest);
  });

  it("reads the setting strictly: deferred by default, framework when asked, anything else stops the build", () => {
    expect([bootstrapSetting(undefined), bootstrapSetting(""), bootstrapSetting("deferred"), bootstrapSetting("framework")]).toEqual(["deferred", "deferred", "deferred", "framework"]);
    expect(() => bootstrapSetting("react-router")).toThrow(/SERVED_PAGE_BOOTSTRAP must be "deferred" or "framework"/);
  });
});
