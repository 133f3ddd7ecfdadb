// Every post, parsed, validated and rendered once per build. Only route loaders (run while
// prerendering) and build scripts import this: the markdown toolchain stays out of the browser.
import { blogAuthors, categoryLabel, WORDS_PER_MINUTE, type BlogAuthorId, type BlogCategoryId } from "../../../contracts/content/blog-taxonomy.ts";
import { parsePostFile } from "./front-matter.ts";
import { postFilesSignature, readPostFile } from "./post-files.ts";
import { builtPostSlugs, publicationClock, publicationOf } from "./publication.ts";
import { renderMarkdown } from "./render-markdown.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "../../../scripts/content/image-size.ts";
import type { Post, PostSummary } from "./types.ts";

/** A table of contents is shown for long posts only: this many minutes and sections at least. */
const TOC_MIN_READING_MINUTES = 5;
const TOC_MIN_SECTIONS = 3;

function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

function loadPost(slug: string, now: Date, source = readPostFile(slug)): Post {
  const { frontMatter: fm, body } = parsePostFile(`${slug}.md`, source);
  const { html, headings, wordCount } = renderMarkdown(body);
  const minutes = readingMinutes(wordCount);
  const sections = headings.filter((h) => h.level === 2).length;
  const author = blogAuthors.find((a) => a.id === (fm.author as BlogAuthorId))!;
  const category = fm.category as BlogCategoryId;
  return {
    slug,
    title: fm.title,
    description: fm.description,
    date: fm.date,
    updated: fm.updated ?? fm.date,
    author: { name: author.name, role: author.role },
    category: { id: category, label: categoryLabel(category) },
    tags: fm.tags,
    // Vite's public folder, from the repository root where every build runs (as post-files.ts).
    cover: { ...fm.cover, size: imageSize(readFileSync(join("public", fm.cover.src)), fm.cover.src) },
    readingMinutes: minutes,
    wordCount,
    html,
    toc: minutes >= TOC_MIN_READING_MINUTES && sections >= TOC_MIN_SECTIONS ? headings : [],
    publication: publicationOf(fm, now),
  };
}

let cache: { key: string; posts: Post[] } | null = null;

/** Every post this build prerenders (publication.ts), newest first (ties by title). */
export function loadBuiltPosts(): Post[] {
  // Parsed once per build; the dev server (the editor's local mode) rereads an edited file.
  const key = postFilesSignature();
  if (cache?.key !== key) {
    const now = publicationClock();
    const posts = builtPostSlugs()
      .map((slug) => loadPost(slug, now))
      .toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "pt-BR"));
    cache = { key, posts };
  }
  return cache.posts;
}

/** The public posts, newest first: what the blog, related posts, the sitemap and the feed list. */
export function loadAllPosts(): Post[] {
  return loadBuiltPosts().filter((post) => post.publication.status === "published");
}

export function toSummary({ html: _html, toc: _toc, publication: _publication, ...summary }: Post): PostSummary {
  return summary;
}
