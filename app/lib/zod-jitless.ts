// Zod 4 builds fast object parsers with `new Function` (and probes for it when a schema is
// created). The site's CSP has no 'unsafe-eval', so in the browser every page that built a
// schema logged a CSP violation (Lighthouse best practices: "inspector-issues"). Zod reads
// its settings from globalThis, so this runs without loading zod; root.tsx imports it
// first, before any route module creates a schema. The server keeps the fast parsers.
const ZOD_SETTINGS = "__zod_globalConfig";
const shared = globalThis as Record<string, unknown>;
const settings = (shared[ZOD_SETTINGS] ??= {}) as { jitless?: boolean };
settings.jitless = true;
