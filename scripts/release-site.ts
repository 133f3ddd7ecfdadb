// `npm run release -- <dir>`: a new release of the site without a failed request. Builds into
// a new folder, <dir>/releases/<clock>/ (build/, then `npm run deploy:site` into site/ and
// security-headers.conf, and root.conf naming site/ for nginx), and only then points
// <dir>/current at it with one rename, which is atomic. Nothing serves the new folder before
// RELEASE_RELOAD_COMMAND (deploy/tramita-publish.service): nginx reads <dir>/current/root.conf
// and the headers at its graceful reload, so its old workers finish their requests on the old
// release while new ones serve the new pages with their own CSP hashes; then the instances
// (CLIENT_DIR=<dir>/current/build/client) restart one at a time (deploy/rolling-restart.sh).
// The two newest older releases stay, for requests still in flight and a rollback.
// `--if-due` (the publishing timer, deploy/tramita-publish.timer): only when a scheduled post
// the current release left out (its publication.json) has come due by the clock
// (PUBLISH_CLOCK, or now).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { publicationClock } from "../app/features/blog/publication.ts";
import { runOperatorCommand, UsageError } from "./operator-command.ts";
import { duePosts, readPublicationState } from "./publication-state.ts";

const USAGE = "Usage: npm run release -- [--if-due] <dir>   (builds <dir>/releases/<clock>, then points <dir>/current at it)";
const KEPT_OLDER_RELEASES = 2;

/** A release's folder name: the clock it was built at, sortable ('20261201T120000Z'). */
const releaseName = (clock: Date) => clock.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
}

/** Builds a release into a new folder under `root`; returns its path. */
function buildRelease(root: string, clock: Date): string {
  const release = join(root, "releases", releaseName(clock));
  if (existsSync(release)) throw new UsageError(`${release} already exists: one release per clock instant`);
  mkdirSync(release, { recursive: true });
  const buildDir = join(release, "build");
  try {
    run("npm", ["run", "build"], { REACT_ROUTER_BUILD_DIR: buildDir, PUBLISH_CLOCK: clock.toISOString() });
    run(process.execPath, ["scripts/deploy-site.ts", release], { CLIENT_DIR: join(buildDir, "client") });
    // nginx reads the release's folder from here when it reloads (deploy/nginx.conf).
    writeFileSync(join(release, "root.conf"), `root ${join(release, "site")};\n`);
  } catch (error) {
    // The current release keeps serving; a failed one leaves nothing behind.
    rmSync(release, { recursive: true, force: true });
    throw error;
  }
  return release;
}

/** Points `<root>/current` at `release` in one rename. */
function switchTo(root: string, release: string) {
  const next = join(root, `current.next-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(release, next);
  renameSync(next, join(root, "current"));
}

/** Removes releases older than the current one beyond the few kept for a rollback. */
function pruneReleases(root: string, current: string) {
  const dir = join(root, "releases");
  const older = readdirSync(dir).toSorted().filter((name) => join(dir, name) < current);
  for (const name of older.slice(0, Math.max(0, older.length - KEPT_OLDER_RELEASES))) rmSync(join(dir, name), { recursive: true, force: true });
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { "if-due": { type: "boolean", default: false } } });
  if (positionals.length !== 1) throw new UsageError("Name the folder that holds the releases.");
  const root = resolve(positionals[0]!);
  const clock = publicationClock();
  const current = join(root, "current");
  if (values["if-due"]) {
    if (!existsSync(current)) throw new UsageError(`${current} does not exist: make the first release without --if-due.`);
    const due = duePosts(readPublicationState(join(current, "build")), clock);
    if (due.length === 0) {
      console.log(`release: nothing scheduled is due at ${clock.toISOString()}`);
      return 0;
    }
    console.log(`release: due at ${clock.toISOString()}: ${due.map((p) => p.slug).join(", ")}`);
  }
  const release = buildRelease(root, clock);
  switchTo(root, release);
  console.log(`release: ${current} -> ${readlinkSync(current)}`);
  const reload = process.env.RELEASE_RELOAD_COMMAND?.trim();
  if (reload) run("sh", ["-c", reload], {});
  pruneReleases(root, release);
  return 0;
}

await runOperatorCommand(USAGE, main);
