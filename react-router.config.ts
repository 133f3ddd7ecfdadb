import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "./contracts/routes.ts";
import { cmsMode } from "./contracts/cms.ts";
import { EDITOR_MARKER } from "./scripts/editor-marker.ts";
import { FIXTURE_CAPTURE_SETTING } from "./scripts/react-router-fixture.ts";
import { BLOG_NOT_FOUND_PATH } from "./app/features/blog/not-found-path.ts";
import { blogPostPath } from "./app/features/blog/paths.ts";
import { builtPostSlugs } from "./app/features/blog/publication.ts";

// spec §2 + ARCHITECTURE.md: a static site; every route of the table is prerendered, token
// and session pages as a shell their clientLoader fills in. The not-found page is
// prerendered too so the server can answer unknown paths with its full HTML and a 404.
export default {
  ssr: false,
  // `npm run test:e2e:framework-bootstrap` builds a second site beside the usual one.
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR || "build",
  // One chunk per route module: a token page needs its component as soon as its clientLoader
  // answers, and the deferred bootstrap of the built HTML expects one import per route.
  splitRouteModules: false,
  // Every public post in app/content/blog is prerendered (adding a markdown file is enough),
  // and in a preview the drafts and scheduled ones too (app/features/blog/publication.ts).
  prerender: [...PRERENDERED_PATHS, ...builtPostSlugs().map(blogPostPath), NOT_FOUND_PRERENDER_PATH, BLOG_NOT_FOUND_PATH],
  // Runs once every page is prerendered: stylesheet inlined, app code deferred, sitemap and
  // robots written, the blog's feed and the search index written, everything precompressed (scripts/build-end.ts). PUBLIC_SITE_URL and
  // SERVED_PAGE_BOOTSTRAP (and REACT_ROUTER_FIXTURE_DIR, set by `npm run fixture:react-router`)
  // come from the environment or .env, as in vite.config.ts. Imported
  // here, not at the top, so `npm run dev` and typegen never load the build steps.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { finishBuild } = await import("./scripts/build-end.ts");
    const env = loadEnv(viteConfig.mode, viteConfig.root, "");
    await finishBuild(join(reactRouterConfig.buildDirectory, "client"), {
      publicSiteUrl: env.PUBLIC_SITE_URL,
      bootstrap: env.SERVED_PAGE_BOOTSTRAP,
      fixtureDir: env[FIXTURE_CAPTURE_SETTING],
    });
    // Whether this build holds the content editor, for `npm start` (scripts/ensure-build.ts).
    writeFileSync(join(reactRouterConfig.buildDirectory, EDITOR_MARKER), cmsMode(process.env)?.kind ?? "none");
  },
} satisfies Config;
