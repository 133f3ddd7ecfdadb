// Build-time checks of the blog's content: what `npm run build` prerenders must be valid.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tips } from "../../content/tips";
import { parsePostFile } from "./front-matter";
import { blogPostPath } from "./paths";
import { blogPostSlugs, readPostFile } from "./post-files";
import { loadAllPosts } from "./posts.server";

const slugs = blogPostSlugs();
const posts = loadAllPosts();

describe("blog posts in app/content/blog", () => {
  it.each(slugs)("%s.md has front matter that validates", (slug) => {
    expect(() => parsePostFile(`${slug}.md`, readPostFile(slug))).not.toThrow();
  });

  it.each(posts.map((p) => [p.slug, p] as const))("%s is a substantial article (700+ words) with its cover in public/", (_slug, post) => {
    expect(post.wordCount).toBeGreaterThanOrEqual(700);
    expect(existsSync(join("public", post.cover.src))).toBe(true);
    expect(post.html).not.toMatch(/<h1\b/);
  });

  it("links between posts point to posts that exist", () => {
    const paths = new Set(slugs.map(blogPostPath));
    for (const post of posts) {
      for (const [, href] of post.html.matchAll(/href="(\/blog\/[^"#?]+)/g)) expect(paths, `${post.slug} -> ${href}`).toContain(href);
    }
  });

  it("are listed newest first", () => {
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });
});

describe("'Dica do Dia' tips", () => {
  it("each link to an existing blog post", () => {
    const paths = new Set(slugs.map(blogPostPath));
    for (const tip of tips) expect(paths, tip.title).toContain(tip.link);
  });

  it("cover every post's theme: one tip per post", () => {
    expect(tips.map((t) => t.link).toSorted()).toEqual(slugs.map(blogPostPath).toSorted());
  });
});
