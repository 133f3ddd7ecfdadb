// /blog/feed.xml: the blog as an Atom feed, written into the build after prerendering
// (scripts/build-end.ts) so a feed reader can follow it. Posts are read through the blog's
// own loader, the same one its pages are prerendered from; the XML (and its escaping) is
// the `feed` library's.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Feed } from "feed";
import { site } from "../contracts/site.ts";
import { absoluteUrl } from "../contracts/site-url.ts";
import { BLOG_FEED_PATH, BLOG_PATH, BLOG_TITLE, blogPostPath } from "../app/features/blog/paths.ts";
import { loadAllPosts } from "../app/features/blog/posts.server.ts";
import type { PostSummary } from "../app/features/blog/types.ts";

type FeedPost = Pick<PostSummary, "slug" | "title" | "description" | "date" | "updated" | "author" | "category">;

/** A yyyy-mm-dd date as midnight in Brasília (UTC-3, no daylight saving since 2019), where the posts are dated. */
const postDate = (day: string) => new Date(`${day}T00:00:00-03:00`);

/**
 * The library marks titles and summaries as `type="html"` inside CDATA: plain text must be
 * written as HTML so a reader shows '<' and '&' as typed (and ']]>' cannot end the CDATA).
 */
const asHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

/** The Atom document of `posts` (newest first, as the loader gives them) under the public base. */
export function blogFeedXml(base: string, posts: readonly FeedPost[]): string {
  const blogUrl = absoluteUrl(base, BLOG_PATH);
  const updated = posts.map((p) => p.updated).toSorted().at(-1);
  const feed = new Feed({
    id: blogUrl,
    title: BLOG_TITLE,
    description: site.tagline,
    link: blogUrl,
    language: "pt-BR",
    favicon: absoluteUrl(base, site.icon.href),
    copyright: `© ${site.legalName}`,
    updated: updated ? postDate(updated) : undefined,
    generator: false,
    feedLinks: { atom: absoluteUrl(base, BLOG_FEED_PATH) },
  });
  for (const post of posts) {
    const url = absoluteUrl(base, blogPostPath(post.slug));
    feed.addItem({
      id: url,
      link: url,
      title: asHtml(post.title),
      description: asHtml(post.description),
      published: postDate(post.date),
      date: postDate(post.updated),
      author: [{ name: post.author.name }],
      category: [{ name: post.category.label, term: post.category.id }],
    });
  }
  return feed.atom1();
}

export function writeBlogFeed(clientDir: string, base: string): number {
  const posts = loadAllPosts();
  writeFileSync(join(clientDir, ...BLOG_FEED_PATH.split("/")), blogFeedXml(base, posts));
  return posts.length;
}
