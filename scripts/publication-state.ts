// What a build leaves for the publishing timer (scripts/publish-due.ts): the scheduled posts
// it left out because they were not due yet. Beside the build's client folder, never served.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pendingPosts, publicationClock } from "../app/features/blog/publication.ts";

export const PUBLICATION_STATE_FILE = "publication.json";

export interface PublicationState {
  /** The clock the build published at. */
  builtAt: string;
  /** Scheduled posts left out, with the instant each comes due. */
  pending: { slug: string; publishAt: string }[];
}

/** Writes `<buildDir>/publication.json` for the build whose pages are in `<buildDir>/client`. */
export function writePublicationState(buildDir: string, env: Record<string, string | undefined> = process.env): PublicationState {
  const state: PublicationState = { builtAt: publicationClock(env).toISOString(), pending: pendingPosts(env) };
  writeFileSync(join(buildDir, PUBLICATION_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
  return state;
}

export function readPublicationState(buildDir: string): PublicationState {
  return JSON.parse(readFileSync(join(buildDir, PUBLICATION_STATE_FILE), "utf8")) as PublicationState;
}

/** The pending posts due at `now`: a rebuild would publish them. */
export function duePosts(state: PublicationState, now: Date): PublicationState["pending"] {
  return state.pending.filter((post) => Date.parse(post.publishAt) <= now.getTime());
}
