import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { parsePriceTable } from "./contracts/price-table.ts";
import priceTable from "./contracts/price-table.json" with { type: "json" };
import { resolvePublicSiteUrl } from "./contracts/site-url.ts";
import { builtPostSlugs } from "./app/features/blog/publication.ts";
import { contentData } from "./scripts/content/vite-plugin.ts";
import { isEditorRequest, isFromThisMachine, LOCAL_ONLY_MESSAGE } from "./server/cms/local-access.ts";

// The price table is checked before anything is built, so a bad edit stops the build with a
// message naming the field (contracts/pricing.ts checks it again when the server loads it).
parsePriceTable(priceTable);

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * `npm run dev`: the content editor writes this working copy, so Vite serves it and proxies
 * its API only to this machine (server/cms/local-access.ts). Vite's own host check (its
 * default `server.allowedHosts`) already refuses a DNS name other than localhost, the door of
 * a rebinding attack, and the API checks the Host Vite forwards; but behind the proxy the API
 * sees Vite as its peer, so only here is the browser's address known (Vite listening beyond
 * loopback, `npm run dev -- --host`, must not open the editor to the network).
 */
function editorOnThisMachine(): Plugin {
  return {
    name: "tramita:editor-on-this-machine",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isEditorRequest(request.url ?? "/") || isFromThisMachine(request)) return next();
        response.writeHead(403, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify({ error: LOCAL_ONLY_MESSAGE, code: "FORBIDDEN_ORIGIN" }));
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  return {
  // PUBLIC_SITE_URL (canonical URLs, app/lib/seo.ts) is read at build time, from the
  // environment or .env, and checked here so a bad value stops the build.
  define: {
    "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(resolvePublicSiteUrl(env.PUBLIC_SITE_URL)),
    // The prerendered posts' slugs (app/features/blog/publication.ts), so the browser tells an unknown slug from a failed load.
    "import.meta.env.BLOG_POST_SLUGS": JSON.stringify(builtPostSlugs()),
    // The content editor's GitHub mode (contracts/cms.ts); read by the editor's chunk only.
    "import.meta.env.KEYSTATIC_GITHUB_REPO": JSON.stringify(env.KEYSTATIC_GITHUB_REPO ?? ""),
    "import.meta.env.KEYSTATIC_GITHUB_APP_SLUG": JSON.stringify(env.KEYSTATIC_GITHUB_APP_SLUG ?? ""),
  },
  plugins: [editorOnThisMachine(), contentData(), tailwindcss(), reactRouter()],
  build: {
    // No <link rel="modulepreload"> per dependency of a lazy chunk: on a phone, inserting a
    // score of them at once is a long task of its own (measured on the landing's
    // below-the-fold chunk); the browser's module loader fetches the same files anyway.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router run on every page's first render: one chunk compresses
            // better than the five Rolldown would cut them into.
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            // No such group for the icons: each page fetches the icons it shows, in the chunks
            // Rolldown cuts (one chunk of every icon cost each page about 8 KB gzip more, more
            // than the longer manifest the many small chunks take).
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the Fastify API runs beside Vite; the browser only talks to Vite.
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/healthz": `http://127.0.0.1:${apiPort}`,
    },
  },
};
});
