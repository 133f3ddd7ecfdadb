// Scheduled publishing end to end, on a copy of the working tree with its clock injected
// (PUBLISH_CLOCK): a post due one minute after the first release is left out of its pages,
// sitemap and feed; the publishing timer's run before it is due changes nothing; its run
// after builds a new release holding the post, the feed and sitemap with it, and switches
// `current` to it while the old release stays whole for requests in flight. No browser: the
// builds are what it runs (scripts/release-site.ts).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

const COPIED = ["app", "contracts", "public", "scripts", "server", "package.json", "react-router.config.ts", "vite.config.ts", "keystatic.config.ts", "tsconfig.json"];
const SLUG = "recepcao-sem-papel-em-uma-semana";
const FIRST_CLOCK = new Date("2026-12-01T11:59:00Z");
const publishAt = new Date(FIRST_CLOCK.getTime() + 60_000);
const later = (ms: number) => new Date(FIRST_CLOCK.getTime() + ms).toISOString();

let workdir: string;
let root: string;

/** This environment without a NODE_ENV the runner may set, which the production build decides. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));

/** The timer's command in the copy, at `clock`; what it printed. */
function release(clock: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["scripts/release-site.ts", ...args, root], {
    cwd: workdir,
    env: { ...buildEnv, PUBLISH_CLOCK: clock, DATA_DIR: join(workdir, "data") },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const current = () => readlinkSync(join(root, "current"));
const builtFile = (releaseDir: string, path: string) => join(releaseDir, "build", "client", path);
const read = (path: string) => readFileSync(path, "utf8");

test.beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), "tramita-release-"));
  for (const entry of COPIED) cpSync(entry, join(workdir, entry), { recursive: true });
  symlinkSync(resolve("node_modules"), join(workdir, "node_modules"));
  root = join(workdir, "srv");
  const source = read("app/content/blog/malote-digital-o-que-e.md");
  writeFileSync(
    join(workdir, "app/content/blog", `${SLUG}.md`),
    source
      .replace(/^title: .*$/m, "title: Recepção sem papel em uma semana")
      // Brasília time, as the editor writes it: 09:00 at UTC-3 is 12:00Z.
      .replace(/^date: .*$/m, "date: 2026-12-01\npublishAt: 2026-12-01 09:00"),
  );
});
test.afterAll(() => rmSync(workdir, { recursive: true, force: true }));

// Two builds on a shared two-core machine.
test.describe.configure({ timeout: 900_000 });

test.describe("scheduled publishing", () => {
  test("leaves a post out until it is due, then the timer's run publishes it with its feed and sitemap entries", () => {
    expect(publishAt.toISOString()).toBe("2026-12-01T12:00:00.000Z");

    release(FIRST_CLOCK.toISOString());
    const first = current();
    expect(existsSync(builtFile(first, `blog/${SLUG}/index.html`))).toBe(false);
    expect(read(builtFile(first, "sitemap.xml"))).not.toContain(SLUG);
    expect(read(builtFile(first, "blog/feed.xml"))).not.toContain(SLUG);
    expect(JSON.parse(read(join(first, "build", "publication.json"))).pending).toEqual([{ slug: SLUG, publishAt: "2026-12-01T09:00:00-03:00" }]);
    expect(read(join(first, "root.conf"))).toBe(`root ${join(first, "site")};\n`);

    expect(release(later(30_000), "--if-due")).toContain("nothing scheduled is due");
    expect(current()).toBe(first);

    expect(release(later(120_000), "--if-due")).toContain(`due at 2026-12-01T12:01:00.000Z: ${SLUG}`);
    const second = current();
    expect(second).not.toBe(first);
    expect(read(builtFile(second, `blog/${SLUG}/index.html`))).toContain("Recepção sem papel em uma semana");
    expect(read(join(second, "site", "blog", SLUG, "index.html"))).toContain("Recepção sem papel em uma semana");
    expect(read(builtFile(second, "sitemap.xml"))).toContain(`/blog/${SLUG}</loc>`);
    expect(read(builtFile(second, "blog/feed.xml"))).toContain(`/blog/${SLUG}`);
    expect(JSON.parse(read(join(second, "build", "publication.json"))).pending).toEqual([]);
    // The old release is still whole: a request that began on it ends on it.
    expect(existsSync(join(first, "site", "index.html"))).toBe(true);
  });
});
