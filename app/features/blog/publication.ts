// When a post is public. `draft: true` keeps it out of the published site; `publishAt` (an
// instant; without an offset, Brasília time) keeps it out until it comes due, when the
// publishing timer (scripts/publish-due.ts) rebuilds. A build reads its clock from
// PUBLISH_CLOCK when set (tests, a catch-up run) and from the system otherwise. A preview build
// (the editor's local mode, or SHOW_DRAFTS=true for a branch preview) also prerenders the
// posts that are not public yet, under a "Rascunho" band; no build lists them in the blog, the
// sitemap, the feed or the search index. Build time only: loaders, react-router.config.ts and
// build scripts.
import { formatClock, formatDate } from "../../../contracts/format-date.ts";
import { previewsUnpublished } from "../../content/drafts.ts";
import { parsePostFile } from "./front-matter.ts";
import { blogPostSlugs, readPostFile } from "./post-files.ts";

export type PublicationStatus = "published" | "draft" | "scheduled";

export interface Publication {
  status: PublicationStatus;
  /** The instant a scheduled post comes due (ISO, with its offset). */
  publishAt?: string;
  /** The "Rascunho" band a preview shows over a post that is not public. */
  band?: string;
}

type Env = Record<string, string | undefined>;

/** The instant a build publishes at: PUBLISH_CLOCK (an ISO instant) or now. */
export function publicationClock(env: Env = process.env): Date {
  const value = env.PUBLISH_CLOCK?.trim();
  if (!value) return new Date();
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`PUBLISH_CLOCK: expected an ISO instant such as 2026-12-01T09:00:00-03:00, got "${value}"`);
  return instant;
}

export function publicationOf(frontMatter: { draft?: boolean | undefined; publishAt?: string | undefined }, now: Date): Publication {
  const { draft, publishAt } = frontMatter;
  if (draft) return { status: "draft", ...(publishAt && { publishAt }), band: "Rascunho: este artigo não aparece no site publicado." };
  if (publishAt && Date.parse(publishAt) > now.getTime()) {
    const when = `${formatDate(publishAt)} às ${formatClock(publishAt)}`;
    return { status: "scheduled", publishAt, band: `Rascunho: este artigo será publicado em ${when} (horário de Brasília).` };
  }
  return { status: "published", ...(publishAt && { publishAt }) };
}

/** Every post file's publication at `now`, by slug. */
export function postPublications(now: Date): Map<string, Publication> {
  return new Map(blogPostSlugs().map((slug) => [slug, publicationOf(parsePostFile(`${slug}.md`, readPostFile(slug)).frontMatter, now)]));
}

/** The posts a build prerenders: the public ones, and in a preview every one. */
export function builtPostSlugs(env: Env = process.env): string[] {
  const preview = previewsUnpublished(env);
  return [...postPublications(publicationClock(env))].filter(([, p]) => preview || p.status === "published").map(([slug]) => slug);
}

/** The public posts: those the blog, the sitemap, the feed and the search index list. */
export function publishedPostSlugs(env: Env = process.env): string[] {
  return [...postPublications(publicationClock(env))].filter(([, p]) => p.status === "published").map(([slug]) => slug);
}

/** Scheduled posts not yet due at the build's clock: what the publishing timer waits for. */
export function pendingPosts(env: Env = process.env): { slug: string; publishAt: string }[] {
  return [...postPublications(publicationClock(env))]
    .filter(([, p]) => p.status === "scheduled")
    .map(([slug, p]) => ({ slug, publishAt: p.publishAt! }));
}
