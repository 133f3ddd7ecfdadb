// What `npm run build` does once React Router has built the client and prerendered every
// page: React Router's own buildEnd hook (react-router.config.ts) calls this, so the build
// stays one command. Order matters: the pages are rewritten, the manifest trimmed and the
// SEO files written before everything is precompressed.
import { rewritePages } from "./postbuild-html.ts";
import { precompress } from "./precompress.ts";
import { writeSeoFiles } from "./seo-files.ts";
import { trimBuiltManifest } from "./trim-manifest.ts";
import { resolvePublicSiteUrl } from "../contracts/site-url.ts";

export function finishBuild(clientDir: string, publicSiteUrl: string | undefined) {
  const pages = rewritePages(clientDir);
  console.info(`postbuild-html: ${pages} page(s): stylesheet inlined, app code deferred past the first paint`);
  console.info(`trim-manifest: ${trimBuiltManifest(clientDir)}: the routes' import lists dropped`);
  const urls = writeSeoFiles(clientDir, resolvePublicSiteUrl(publicSiteUrl));
  console.info(`seo-files: sitemap.xml (${urls} URLs) and robots.txt written`);
  const files = precompress(clientDir);
  console.info(`precompress: ${files} files written as .br and .gz`);
}
