// The content editor (Keystatic) at /keystatic, its API under /api/keystatic. It exists only
// where the operator turns it on: CMS_MODE=local (edits write the working copy's files; set
// by `npm run dev`) or KEYSTATIC_GITHUB_REPO (edits become commits on GitHub). Elsewhere the
// editor's route is not built and both paths answer 404. The build (app/routes.ts) and the
// server (server/cms/) read the same environment through this function.

export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PREFIX = "/api/keystatic/";

export type CmsMode = { kind: "local" } | { kind: "github"; repo: string } | null;

const GITHUB_REPO = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;

/** The editor's mode for an environment; throws on a malformed value. */
export function cmsMode(env: Record<string, string | undefined>): CmsMode {
  const repo = env.KEYSTATIC_GITHUB_REPO?.trim();
  if (repo) {
    if (!GITHUB_REPO.test(repo)) throw new Error(`KEYSTATIC_GITHUB_REPO: expected "owner/name", got "${repo}"`);
    return { kind: "github", repo };
  }
  const mode = env.CMS_MODE?.trim();
  if (!mode) return null;
  if (mode !== "local") throw new Error(`CMS_MODE: expected "local" or nothing, got "${mode}"`);
  return { kind: "local" };
}

/** The editor's pages: /keystatic and everything under it. */
export function isEditorPath(pathname: string): boolean {
  return pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`);
}
