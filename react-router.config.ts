import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "./contracts/routes.ts";

// spec §2 + ARCHITECTURE.md: a static site; every static route is prerendered, the rest
// is served by the SPA fallback. The not-found page is prerendered too so the server can
// answer unknown paths with its full HTML and a 404 status.
export default {
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
