// Scheduled publishing end to end, on a copy of the working tree with its clock injected
// (PUBLISH_CLOCK): a post due one minute after the first release is left out of its pages,
// sitemap and feed, and so are the entries marked as drafts (an FAQ question, a case, a help
// article, a seventh testimonial) out of the pages and the search index; the publishing
// timer's run before the post is due changes nothing. Its run after is the swap a visitor
// must not notice: the release as the timer runs it (scripts/release-site.ts with the
// service's RELEASE_RELOAD_COMMAND: nginx's graceful reload, then deploy/rolling-restart.sh)
// under requests sent through nginx on the shipped deploy/nginx.conf to two instances the
// whole time, while it builds, switches `current` and restarts each instance. No request
// fails, and nginx then serves the new post, its feed and sitemap entries. No browser.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { get as httpsGet } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { ALTCHA_CHALLENGE_PATH, READY_PATH } from "../../contracts/api-paths";
import { privatePostgresUnavailable, startPrivatePostgres } from "../../server/test/private-postgres";
import { freePort } from "../../server/test/smtp-listener";
import { nginxUnavailable, startInstance, startProxy, type Instance, type Proxy } from "../../server/test/topology";

const COPIED = ["app", "contracts", "public", "scripts", "server", "package.json", "react-router.config.ts", "vite.config.ts", "keystatic.config.ts", "tsconfig.json"];
const SLUG = "recepcao-sem-papel-em-uma-semana";
const FIRST_CLOCK = new Date("2026-12-01T11:59:00Z");
const publishAt = new Date(FIRST_CLOCK.getTime() + 60_000);
const later = (ms: number) => new Date(FIRST_CLOCK.getTime() + ms).toISOString();
/** Entries marked `draft: true` in the copy: none may reach a published page or the search index. */
const DRAFTS = {
  question: "Quais planos o Tramita oferece?",
  caseHeadline: "Comprovante de entrega para cada guia, em segundos",
  helpArticle: "Como criar a conta e começar o teste grátis",
  testimonial: "Um sétimo depoimento, ainda em rascunho, que o site publicado não mostra.",
};

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

function editJson(file: string, edit: (data: any) => void) {
  const path = join(workdir, "app/content/data", file);
  const data = JSON.parse(read(path));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

/** Every text the release's search index holds (Pagefind's fragments, gzipped JSON). */
function searchIndexText(releaseDir: string): string {
  const dir = builtFile(releaseDir, "pagefind/fragment");
  return readdirSync(dir).map((name) => gunzipSync(readFileSync(join(dir, name))).toString()).join("\n");
}

test.beforeAll(() => {
  workdir = mkdtempSync(join(tmpdir(), "tramita-release-"));
  // nginx's workers (an unprivileged user) read the releases in here.
  chmodSync(workdir, 0o755);
  for (const entry of COPIED) cpSync(entry, join(workdir, entry), { recursive: true });
  symlinkSync(resolve("node_modules"), join(workdir, "node_modules"));
  root = join(workdir, "srv");
  const source = read("app/content/blog/malote-digital-o-que-e.md");
  writeFileSync(
    join(workdir, "app/content/blog", `${SLUG}.md`),
    source
      .replace(/^title: .*$/m, "title: Recepção sem papel em uma semana")
      // Brasília time, as the editor writes it: 09:00 at UTC-3 is 12:00Z.
      .replace(/^date: .*$/m, "date: 2026-12-01\npublishAt: 2026-12-01 09:00")
      // Its cover in its own folder, as the editor keeps it.
      .replace("/images/blog/malote-digital-o-que-e/", `/images/blog/${SLUG}/`),
  );
  cpSync("public/images/blog/malote-digital-o-que-e", join(workdir, "public/images/blog", SLUG), { recursive: true });
  editJson("faq.json", (d) => (d.topics.flatMap((t: { questions: { question: string }[] }) => t.questions).find((q: { question: string }) => q.question === DRAFTS.question).draft = true));
  editJson("cases.json", (d) => (d.cases.find((c: { headline: string }) => c.headline === DRAFTS.caseHeadline).draft = true));
  editJson("help-center.json", (d) => (d.articles.find((a: { title: string }) => a.title === DRAFTS.helpArticle).draft = true));
  editJson("testimonials.json", (d) => d.testimonials.push({ ...d.testimonials[0], name: "Pessoa em Rascunho", text: DRAFTS.testimonial, draft: true }));
});
test.afterAll(() => rmSync(workdir, { recursive: true, force: true }));

// Two builds on a shared two-core machine.
test.describe.configure({ mode: "serial", timeout: 900_000 });

test.describe("scheduled publishing", () => {
  test("leaves a post out until it is due, and draft entries out of the pages and the search index", () => {
    expect(publishAt.toISOString()).toBe("2026-12-01T12:00:00.000Z");

    release(FIRST_CLOCK.toISOString());
    const first = current();
    expect(existsSync(builtFile(first, `blog/${SLUG}/index.html`))).toBe(false);
    expect(read(builtFile(first, "sitemap.xml"))).not.toContain(SLUG);
    expect(read(builtFile(first, "blog/feed.xml"))).not.toContain(SLUG);
    expect(JSON.parse(read(join(first, "build", "publication.json"))).pending).toEqual([{ slug: SLUG, publishAt: "2026-12-01T09:00:00-03:00" }]);
    expect(read(join(first, "root.conf"))).toBe(`root ${join(first, "site")};\n`);

    const pages = ["faq", "cases", "ajuda", ""].map((path) => read(builtFile(first, join(path, "index.html")))).join("\n");
    const index = searchIndexText(first);
    for (const text of Object.values(DRAFTS)) {
      expect(pages).not.toContain(text);
      expect(index).not.toContain(text);
    }
    // The rest of each list is published: the drafts alone are left out.
    expect(read(builtFile(first, "faq/index.html"))).toContain("Quanto custa o Tramita?");
    expect(index).toContain("Quanto custa o Tramita?");
    expect(read(builtFile(first, "index.html"))).toContain("Hoje cada guia que entregamos tem protocolo com data e hora.");
    expect(read(builtFile(first, "cases/index.html"))).toContain("Quilate Finanças");

    expect(release(later(30_000), "--if-due")).toContain("nothing scheduled is due");
    expect(current()).toBe(first);
  });

  test("the timer's run publishes the due post with no request through nginx failing while it builds, switches and restarts the instances", async () => {
    const unavailable = nginxUnavailable() ?? privatePostgresUnavailable();
    test.skip(unavailable !== null, `${unavailable}: the release under load needs nginx and PostgreSQL`);
    const first = current();
    const cleanups: (() => unknown)[] = [];
    try {
      // Two instances on the current release and one PostgreSQL, as deploy/tramita@.service
      // runs them, behind nginx on the shipped file.
      const postgres = await startPrivatePostgres();
      cleanups.push(() => postgres.destroy());
      const ports = [await freePort(), await freePort()];
      const instanceEnv = (port: number) => ({
        DATABASE_URL: postgres.url,
        DATA_DIR: join(workdir, `data-${port}`),
        CLIENT_DIR: join(root, "current", "build", "client"),
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
      });
      // One after the other (the first migrates), given time on a busy machine.
      const start = (port: number) => startInstance(port, instanceEnv(port), { readyWithinMs: 180_000 });
      const instances = new Map<number, Promise<Instance>>();
      cleanups.push(async () => {
        for (const instance of instances.values()) (await instance.catch(() => null))?.child.kill("SIGKILL");
      });
      for (const port of ports) {
        instances.set(port, start(port));
        await instances.get(port);
      }
      const proxy: Proxy = await startProxy(ports, {}, { releases: root });
      cleanups.push(() => proxy.stop());

      // Visitors the whole time: pages nginx serves from the release, and addresses the
      // instances answer. Each request on a connection of its own, as a new visitor's.
      const requested: { path: string; status: number | string }[] = [];
      const answers = { byInstances: 0 };
      const stopped = new AbortController();
      const PATHS = ["/", "/blog", "/faq", READY_PATH, `${ALTCHA_CHALLENGE_PATH}?form=demo-request`];
      const visit = (path: string) =>
        new Promise<number | string>((done) => {
          const request = httpsGet(`${proxy.origin}${path}`, { ca: proxy.certificate, agent: false, timeout: 20_000 }, (response) => {
            response.resume();
            response.on("end", () => done(response.statusCode ?? 0));
            response.on("error", (error) => done(String(error)));
          });
          request.on("timeout", () => request.destroy(new Error("timeout")));
          request.on("error", (error) => done(String(error)));
        });
      const visitors = [0, 1].map(async (offset) => {
        for (let i = offset; !stopped.signal.aborted; i++) {
          const path = PATHS[i % PATHS.length]!;
          const status = await visit(path);
          requested.push({ path, status });
          if (status === 200 && !path.startsWith("/blog") && !path.startsWith("/faq") && path !== "/") answers.byInstances++;
        }
      });
      cleanups.push(async () => {
        stopped.abort();
        await Promise.all(visitors);
      });

      // systemctl as deploy/rolling-restart.sh calls it, answered by this test's instances: a
      // restart stops the instance (SIGTERM, as systemd does) and starts it again once the
      // other has answered requests alone, so the restart surely overlaps the visitors.
      const restarted: number[] = [];
      const control: Server = createServer((req, res) => {
        void (async () => {
          if (req.url === "/units") return res.end(ports.map((p) => `tramita@${p}.service loaded active running Tramita\n`).join(""));
          const port = Number(/^\/restart\/tramita@(\d+)\.service$/.exec(req.url ?? "")?.[1]);
          const instance = instances.get(port);
          if (!instance) return res.writeHead(404).end();
          const stopping = await instance;
          stopping.child.kill("SIGTERM");
          await stopping.exited;
          const alone = answers.byInstances;
          while (answers.byInstances < alone + 5) await sleep(50);
          restarted.push(port);
          // systemd's Type=exec: started, not yet ready; rolling-restart.sh waits for /readyz
          // (and the release fails if it never comes; the cleanup still stops the process).
          const restarting = start(port);
          restarting.catch(() => undefined);
          instances.set(port, restarting);
          res.end();
        })();
      });
      const controlPort = await freePort();
      await new Promise<void>((listening) => control.listen(controlPort, "127.0.0.1", listening));
      cleanups.push(() => new Promise((closed) => control.close(closed)));
      const bin = join(workdir, "bin");
      mkdirSync(bin);
      writeFileSync(
        join(bin, "systemctl"),
        `#!/bin/sh\ncase "$1" in\n  list-units) exec curl -fsS http://127.0.0.1:${controlPort}/units ;;\n  restart) exec curl -fsS -X POST http://127.0.0.1:${controlPort}/restart/$2 ;;\nesac\nexit 1\n`,
        { mode: 0o755 },
      );

      // The publishing service's run (deploy/tramita-publish.service), with its reload command.
      const output = await new Promise<string>((done, fail) => {
        const child = spawn(process.execPath, ["scripts/release-site.ts", "--if-due", root], {
          cwd: workdir,
          env: {
            ...buildEnv,
            PUBLISH_CLOCK: later(120_000),
            DATA_DIR: join(workdir, "data"),
            PATH: `${bin}:${process.env.PATH}`,
            RELEASE_RELOAD_COMMAND: `${proxy.reloadCommand} && sh ${resolve("deploy/rolling-restart.sh")}`,
            // A shared two-core machine may take longer than production's minute to start one.
            READY_WITHIN_SECONDS: "180",
          },
          stdio: ["ignore", "pipe", "inherit"],
        });
        let printed = "";
        child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
        child.on("exit", (code) => (code === 0 ? done(printed) : fail(new Error(`the release exited with ${code}:\n${printed.slice(-2000)}`))));
      });
      const served = requested.length;
      await cleanups.pop()!();
      await cleanups.pop()!();

      expect(output).toContain(`due at 2026-12-01T12:01:00.000Z: ${SLUG}`);
      const second = current();
      expect(second).not.toBe(first);
      expect(restarted).toEqual(ports);
      expect(requested.filter((r) => r.status !== 200)).toEqual([]);
      expect(served).toBeGreaterThan(20);

      // nginx serves the new release: the post, and the feed and sitemap naming it.
      const page = await fetch(`${proxy.origin}/blog/${SLUG}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Recepção sem papel em uma semana");
      expect(await (await fetch(`${proxy.origin}/sitemap.xml`)).text()).toContain(`/blog/${SLUG}</loc>`);
      expect(await (await fetch(`${proxy.origin}/blog/feed.xml`)).text()).toContain(`/blog/${SLUG}`);
      expect(read(join(second, "site", "blog", SLUG, "index.html"))).toContain("Recepção sem papel em uma semana");
      expect(JSON.parse(read(join(second, "build", "publication.json"))).pending).toEqual([]);
      // The old release is still whole: a request that began on it ends on it.
      expect(existsSync(join(first, "site", "index.html"))).toBe(true);
    } finally {
      for (const cleanup of cleanups.toReversed()) await cleanup();
    }
  });
});
