// The content editor in local mode, end to end, on a copy of the working tree (the editor
// writes files; the repository's own must not change): marketing edits the landing's hero
// title and a section's title, an FAQ answer (and marks its question a draft), a testimonial's
// quote and a careers position, adds a blog post with a cover image and turns another into a
// draft with the editor's "Rascunho" checkbox; the
// files on disk change; `npm start`'s next start rebuilds, and the pages and the sitemap show
// the new content.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";

const COPIED = ["app", "contracts", "public", "scripts", "server", "package.json", "react-router.config.ts", "vite.config.ts", "keystatic.config.ts", "tsconfig.json"];
/** What marketing types into the editor, and then looks for on the rebuilt pages. */
const EDITED = {
  answer: "Todos os planos levam a sua marca e crescem com o armazenamento que você precisar, sem troca de plano.",
  quote: "Hoje cada guia tem protocolo com data e hora, e o comprovante sai em segundos quando um cliente pergunta.",
  summary: "Construa de ponta a ponta as funcionalidades do produto principal, dos fluxos de documentos às integrações.",
  postTitle: "Checklist para digitalizar a recepção",
  postSlug: "checklist-para-digitalizar-a-recepcao",
  postText: "Comece pelo que chega todos os dias: cartas, encomendas e documentos de clientes.",
  heroTitle: "Cada documento da sua empresa com dono, prazo e histórico",
  featuresTitle: "Tudo o que passa pela sua recepção, registrado em um só lugar",
} as const;

/** The post marketing turns into a draft. */
const DRAFTED = "lgpd-na-gestao-de-documentos";

// Two builds and two server starts on a shared two-core machine.
test.describe.configure({ mode: "serial", timeout: 600_000 });

let workdir: string;
let server: ChildProcess | undefined;
let site: string;

function build(env: NodeJS.ProcessEnv) {
  execFileSync("npm", ["run", "build"], { cwd: workdir, env: { ...process.env, ...env }, stdio: "ignore" });
}

/** `npm start` in the copy: builds when a source changed (scripts/ensure-build.ts), then serves on a free port. */
async function start(env: NodeJS.ProcessEnv): Promise<string> {
  execFileSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: workdir, env: { ...process.env, ...env }, stdio: "ignore" });
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: workdir,
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: join(workdir, "data") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  return new Promise((resolveUrl, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolveUrl(listening[1]!);
    });
    child.on("exit", (code) => reject(new Error(`the server stopped (${code}) before listening`)));
  });
}

async function stop() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((done) => server!.once("exit", done));
  server.kill("SIGTERM");
  await exited;
}

const contentFile = (path: string) => readFileSync(join(workdir, path), "utf8");

/** Opens a list item's dialog in the editor (the innermost open dialog, or the page). */
async function openItem(page: Page, name: string | RegExp) {
  const scope = (await page.getByRole("dialog").count()) ? page.getByRole("dialog").last() : page.getByRole("main");
  await scope.getByRole("row", { name }).first().getByRole("gridcell").click({ position: { x: 200, y: 10 } });
}

async function closeDialogs(page: Page, times = 1) {
  for (let i = 0; i < times; i++) {
    const open = await page.getByRole("dialog").count();
    await page.getByRole("dialog").last().getByRole("button", { name: "Done" }).click();
    // A dialog closes with an animation: wait until it is gone before the next one.
    await expect(page.getByRole("dialog")).toHaveCount(open - 1);
  }
}

async function save(page: Page, file: string, expected: string) {
  await page.getByRole("main").getByRole("button", { name: "Save" }).click();
  await expect.poll(() => contentFile(file), { timeout: 20_000 }).toContain(expected);
}

test.beforeAll(async () => {
  // A build and a start on a shared two-core machine can take several minutes.
  test.setTimeout(600_000);
  workdir = mkdtempSync(join(tmpdir(), "tramita-editor-"));
  for (const entry of COPIED) cpSync(entry, join(workdir, entry), { recursive: true });
  symlinkSync(resolve("node_modules"), join(workdir, "node_modules"));
  build({ CMS_MODE: "local" });
  site = await start({ CMS_MODE: "local" });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stop();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

test("marketing edits content in /keystatic and the rebuilt site shows it", async ({ page }) => {
  await page.goto(`${site}/keystatic/singleton/faq`);
  await page.getByRole("button", { name: "Apenas necessários" }).click();

  // An FAQ answer, three lists deep.
  await openItem(page, "Planos e preços");
  await openItem(page, "Quais planos o Tramita oferece?");
  await openItem(page, /^Todos têm aparência personalizável/);
  await page.getByRole("dialog").last().getByRole("textbox", { name: "Resposta" }).fill(EDITED.answer);
  await closeDialogs(page);
  // The question itself held back: a draft, which local mode shows under a band.
  await page.getByRole("dialog").last().getByRole("checkbox", { name: "Rascunho" }).check();
  await closeDialogs(page, 2);
  await save(page, "app/content/data/faq.json", EDITED.answer);
  expect(JSON.parse(contentFile("app/content/data/faq.json")).topics.flatMap((t: { questions: object[] }) => t.questions))
    .toContainEqual(expect.objectContaining({ id: "quais-sao-os-planos", draft: true }));
  // The figures stay placeholders: the editor writes the text as marketing sees it.
  expect(contentFile("app/content/data/faq.json")).toContain('"São três planos: {listaDePlanos}."');

  // The landing's hero title and the features section's title.
  await page.goto(`${site}/keystatic/singleton/landing`);
  await page.getByRole("group", { name: "Topo da página" }).getByRole("textbox", { name: "Título" }).fill(EDITED.heroTitle);
  await page.getByRole("group", { name: "Recursos", exact: true }).getByRole("textbox", { name: "Título" }).fill(EDITED.featuresTitle);
  await save(page, "app/content/data/landing.json", EDITED.featuresTitle);
  expect(contentFile("app/content/data/landing.json")).toContain(EDITED.heroTitle);
  // The figures stay placeholders here too.
  expect(contentFile("app/content/data/landing.json")).toContain("Mais de {empresas} empresas já trabalham assim.");

  // A testimonial's quote.
  await page.goto(`${site}/keystatic/singleton/testimonials`);
  await openItem(page, "Fernanda Azevedo");
  await page.getByRole("dialog").getByRole("textbox", { name: "Texto" }).fill(EDITED.quote);
  await closeDialogs(page);
  await save(page, "app/content/data/testimonials.json", EDITED.quote);

  // A careers position.
  await page.goto(`${site}/keystatic/singleton/careers`);
  await openItem(page, "Pessoa desenvolvedora full stack pleno");
  await page.getByRole("dialog").getByRole("textbox", { name: "Resumo" }).fill(EDITED.summary);
  await closeDialogs(page);
  await save(page, "app/content/data/careers.json", EDITED.summary);

  // A new blog post with a cover image.
  await page.goto(`${site}/keystatic/collection/blog/create`);
  await page.getByRole("textbox", { name: "Título" }).fill(EDITED.postTitle);
  await page.getByRole("textbox", { name: "Descrição" }).fill(
    "Um roteiro curto para a recepção registrar cartas e encomendas no sistema, avisar o destinatário e guardar o comprovante de retirada.",
  );
  await page.getByRole("textbox", { name: "Publicado em" }).fill("2026-11-20");
  await page.getByRole("group", { name: /Tags/ }).getByRole("button", { name: "Add" }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Tag" }).fill("recepção");
  await page.getByRole("dialog").getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("group", { name: /Tags/ }).getByRole("row", { name: "recepção" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(resolve("public/images/blog/malote-digital-o-que-e/cover/src.svg"));
  await page.getByRole("textbox", { name: "Texto alternativo da capa" }).fill("Ilustração de uma recepção com cartas e encomendas registradas");
  await page.getByRole("textbox", { name: "Texto", exact: true }).click();
  await page.keyboard.type(EDITED.postText);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Create" }).click({ timeout: 30_000 });
  const postFile = `app/content/blog/${EDITED.postSlug}.md`;
  await expect.poll(() => existsSync(join(workdir, postFile)), { timeout: 20_000 }).toBe(true);
  const post = contentFile(postFile);
  expect(post).toContain(`title: ${EDITED.postTitle}`);
  expect(post).toContain(EDITED.postText);
  const cover = /src: (\/images\/blog\/\S+\.svg)/.exec(post)?.[1];
  expect(cover).toBeDefined();
  expect(existsSync(join(workdir, "public", cover!))).toBe(true);

  // An existing post turned into a draft with the editor's checkbox: local mode still shows
  // it, under a band, but the blog, the sitemap and the feed leave it out.
  await page.goto(`${site}/keystatic/collection/blog/item/${DRAFTED}`);
  await page.getByRole("checkbox", { name: "Rascunho" }).check();
  await page.getByRole("main").getByRole("button", { name: "Save" }).click();
  await expect.poll(() => contentFile(`app/content/blog/${DRAFTED}.md`), { timeout: 20_000 }).toMatch(/^draft: true$/m);

  // `npm start` again: the sources changed, so it rebuilds before serving.
  await stop();
  site = await start({ CMS_MODE: "local" });
  await page.goto(`${site}/faq#quais-sao-os-planos`);
  await expect(page.getByText(EDITED.answer)).toBeVisible();
  await expect(page.locator("#quais-sao-os-planos").getByTestId("draft-band")).toHaveText("Rascunho: este item não aparece no site publicado.");
  await page.goto(`${site}/`);
  await expect(page.getByRole("heading", { level: 1, name: EDITED.heroTitle })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: EDITED.featuresTitle })).toBeAttached();
  await expect(page.getByText(EDITED.quote)).toBeAttached();
  await page.goto(`${site}/carreiras`);
  await expect(page.getByText(EDITED.summary)).toBeVisible();
  await page.goto(`${site}/blog/${EDITED.postSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: EDITED.postTitle })).toBeVisible();
  await expect(page.getByText(EDITED.postText)).toBeVisible();
  const sitemap = await (await page.request.get(`${site}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/blog/${EDITED.postSlug}</loc>`);
  expect(readdirSync(join(workdir, "build/client/blog"))).toContain(EDITED.postSlug);
  await page.goto(`${site}/blog/${DRAFTED}`);
  await expect(page.getByTestId("draft-band")).toHaveText("Rascunho: este artigo não aparece no site publicado.");
  expect(sitemap).not.toContain(`/blog/${DRAFTED}<`);
  expect(await (await page.request.get(`${site}/blog/feed.xml`)).text()).not.toContain(`/blog/${DRAFTED}`);
});

// Third security review: in GitHub mode the editor's GitHub token is a cookie Keystatic's
// editor reads with JavaScript, so it lives on Path=/keystatic (server/cms/github-session.ts).
// A path is no wall within one origin: this shows a public page's script can't read it from
// its own cookies, nor through an editor window it opens (the editor's opener policy differs).
test("a public page's script cannot read the editor's GitHub token, from its cookies or an editor window it opens", async ({ page, context }) => {
  const token = { name: "keystatic-gh-access-token", value: "gho_tokenDeAcesso", domain: "127.0.0.1", path: "/keystatic", sameSite: "Strict" } as const;
  await context.addCookies([token]);
  await page.goto(`${site}/`);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token.value);

  const opened = context.waitForEvent("page");
  await page.evaluate(() => {
    (window as unknown as { editor: Window | null }).editor = window.open("/keystatic", "_blank");
  });
  const editor = await opened;
  await editor.waitForLoadState();
  // The editor's own script reads it, as Keystatic does.
  expect(await editor.evaluate(() => document.cookie)).toContain(token.value);
  const reached = await page.evaluate(() => {
    const handle = (window as unknown as { editor: Window | null }).editor;
    try {
      return handle && !handle.closed ? handle.document.cookie : "no window";
    } catch {
      return "blocked";
    }
  });
  expect(reached).not.toContain(token.value);
});

