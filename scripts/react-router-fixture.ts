// The React Router fixture (scripts/fixtures/): the files `npm run fixture:react-router` keeps
// from a real build, and the setting that asks the build for them. Nothing imported: the
// capture command reads this before any build module (which Vite alone can load) is loaded.

/** Where the build copies React Router's output before it is rewritten (react-router.config.ts). */
export const FIXTURE_CAPTURE_SETTING = "REACT_ROUTER_FIXTURE_DIR";

/** The files scripts/*.test.ts check this build's rewrites against, as React Router wrote them. */
export const FIXTURE_FILES = { page: "react-router-page.html", manifest: "react-router-manifest.js", version: "react-router-version.json" } as const;
