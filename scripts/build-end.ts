// What `npm run build` does once React Router has built the client and prerendered every
// page: React Router's own buildEnd hook (react-router.config.ts) calls this, so the build
// stays one command. Order matters: the pages are rewritten, the manifest trimmed and the
// SEO files, the blog's feed and the search index written before everything is precompressed.
// The safe steps (the stylesheet inlined, the SEO files, the compressed twins) always run.
// Deferring the app's code rewrites React Router's private output: it runs only when every
// page and the manifest have the shape this build understands, all or nothing, and never
// with SERVED_PAGE_BOOTSTRAP=framework. Otherwise the pages keep React Router's own
// bootstrap, which the server's CSP allows by the hash of each page's scripts (more hashes,
// a slower start, the same site).
import { basename, dirname, join } from "node:path";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { BootstrapShapeError, deferredPages, installedReactRouter, minifyScript, styledPages } from "./postbuild-html.ts";
import { precompress, precompressScriptsHarder } from "./precompress.ts";
import { FIXTURE_FILES } from "./react-router-fixture.ts";
import { writeSeoFiles } from "./seo-files.ts";
import { writeBlogFeed } from "./blog-feed.ts";
import { prerenderedPages } from "./link-check.ts";
import { writeSearchIndex } from "./search-index.ts";
import { writeResponsiveImages } from "./responsive-images.ts";
import { writeShareCards } from "./share-cards.ts";
import { assertStructuredData } from "./structured-data-check.ts";
import { builtManifestFile, trimmedBuiltManifest } from "./trim-manifest.ts";
import { minifyHeadScripts } from "../contracts/served-page.ts";
import { resolvePublicSiteUrl } from "../contracts/site-url.ts";
import { SITEMAP_PATHS } from "../contracts/routes.ts";
import { blogPostPath } from "../app/features/blog/paths.ts";
import { publishedPostSlugs } from "../app/features/blog/publication.ts";
import { writePublicationState } from "./publication-state.ts";

/** How the built pages start the app: this build's deferred loader, or React Router's own bootstrap. */
export type Bootstrap = "deferred" | "framework";
export const BOOTSTRAP_SETTING = "SERVED_PAGE_BOOTSTRAP";

export function bootstrapSetting(value: string | undefined): Bootstrap {
  if (value === undefined || value === "" || value === "deferred") return "deferred";
  if (value === "framework") return "framework";
  throw new Error(`${BOOTSTRAP_SETTING} must be "deferred" or "framework", not ${JSON.stringify(value)}`);
}

/**
 * Rewrites the pages of `clientDir` in place; returns the bootstrap they got. A page or
 * manifest of a shape this build does not understand degrades the whole build to React
 * Router's bootstrap, with a warning naming what changed.
 */
export function rewriteBuild(clientDir: string, requested: Bootstrap, warn: (message: string) => void = console.warn): Bootstrap {
  const styled = styledPages(clientDir);
  let deferred: { pages: Map<string, string>; manifest: { file: string; source: string } } | null = null;
  if (requested === "deferred") {
    try {
      deferred = { pages: deferredPages(styled), manifest: trimmedBuiltManifest(clientDir) };
    } catch (error) {
      if (!(error instanceof BootstrapShapeError)) throw error;
      warn(`postbuild-html: React Router's own bootstrap kept on every page (a slower start, the same site): ${error.message}`);
    }
  }
  for (const [file, html] of deferred?.pages ?? styled) writeFileSync(file, html);
  if (deferred) writeFileSync(deferred.manifest.file, deferred.manifest.source);
  console.info(
    deferred
      ? `postbuild-html: ${styled.size} page(s): stylesheet inlined, app code deferred past the first paint; ${basename(deferred.manifest.file)}: the routes' import lists dropped`
      : `postbuild-html: ${styled.size} page(s): stylesheet inlined, React Router's bootstrap left as it is`,
  );
  return deferred ? "deferred" : "framework";
}

/**
 * Copies a page (the SPA fallback: it has every kind of script React Router writes) and the
 * manifest, as written. Our own head scripts go in as they are served, minified: the fixture
 * guards the framework's part of the page, and our scripts' sources are tested where they live.
 */
function captureFixture(clientDir: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  const page = readFileSync(join(clientDir, "__spa-fallback.html"), "utf8");
  writeFileSync(join(dir, FIXTURE_FILES.page), minifyHeadScripts(page, minifyScript));
  copyFileSync(builtManifestFile(clientDir), join(dir, FIXTURE_FILES.manifest));
  writeFileSync(join(dir, FIXTURE_FILES.version), `${JSON.stringify({ reactRouter: installedReactRouter() }, null, 2)}\n`);
  console.info(`fixture: React Router ${installedReactRouter()}'s page and manifest copied to ${dir}`);
}

/** The pages the site search indexes: those of the sitemap (no token, session or not-found page). */
export function searchablePages(clientDir: string): Map<string, string> {
  const searchable = new Set([...SITEMAP_PATHS, ...publishedPostSlugs().map(blogPostPath)]);
  return new Map([...prerenderedPages(clientDir)].filter(([path]) => searchable.has(path)));
}

export async function finishBuild(clientDir: string, env: { publicSiteUrl: string | undefined; bootstrap: string | undefined; fixtureDir?: string | undefined }) {
  if (env.fixtureDir) captureFixture(clientDir, env.fixtureDir);
  rewriteBuild(clientDir, bootstrapSetting(env.bootstrap));
  const base = resolvePublicSiteUrl(env.publicSiteUrl);
  const urls = writeSeoFiles(clientDir, base);
  console.info(`seo-files: sitemap.xml (${urls} URLs) and robots.txt written`);
  console.info(`blog-feed: feed.xml (${writeBlogFeed(clientDir, base)} posts) written`);
  const indexed = searchablePages(clientDir);
  console.info(`search-index: ${await writeSearchIndex(clientDir, indexed)} pages and help articles indexed into /pagefind`);
  const cards = await writeShareCards(clientDir, indexed);
  console.info(`share-cards: ${cards.drawn} drawn, ${cards.cached} from the cache`);
  const images = await writeResponsiveImages(clientDir);
  console.info(`responsive-images: ${images.images} uploaded raster image(s) as AVIF and WebP, ${images.encoded} variant(s) encoded, ${images.cached} from the cache`);
  console.info(`structured-data: ${await assertStructuredData(indexed)} pages' JSON-LD valid`);
  const files = precompress(clientDir);
  console.info(`precompress: ${files} files written as .br and .gz`);
  console.info(`precompress: ${await precompressScriptsHarder(clientDir)} scripts' .gz rewritten by zopfli`);
  const { pending } = writePublicationState(dirname(clientDir));
  console.info(`publication: ${pending.length} scheduled post(s) waiting for the publishing timer`);
}
