// `npm start` builds first when there is no build, or when a source file is newer than it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { cmsMode } from "../contracts/cms.ts";
import { EDITOR_MARKER } from "./editor-marker.ts";

const BUILD_MARKER = "build/client/index.html";
const SOURCES = ["app", "contracts", "public", "package.json", "react-router.config.ts", "vite.config.ts", "keystatic.config.ts"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
// A build holds the content editor only when it was made with the editor turned on
// (CMS_MODE=local or the GitHub mode): a change of mode needs a new build.
const markerPath = join("build", EDITOR_MARKER);
const builtEditor = existsSync(markerPath) ? readFileSync(markerPath, "utf8") : "none";
const wantedEditor = cmsMode(process.env)?.kind ?? "none";
if (built < changed || builtEditor !== wantedEditor) {
  console.log(!built ? "No build yet: building..." : built < changed ? "Sources changed since the last build: building..." : `The build's content editor (${builtEditor}) differs from CMS_MODE (${wantedEditor}): building...`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
