// `npm start` builds first when there is no build, or when a source file is newer than it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_MARKER = "build/client/index.html";
const SOURCES = ["app", "contracts", "public", "package.json", "react-router.config.ts", "vite.config.ts"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (built < changed) {
  console.log(built ? "Sources changed since the last build: building..." : "No build yet: building...");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
