// URLs of the blog and the query parameters of its list (pagination and filters are
// URLs, so a filtered page can be shared and the back button works).
// Imports nothing: the root reads the feed link from here on every page, and an import of the
// route table would ship it with every first load (the not-found path is in not-found-path.ts).

export const BLOG_PATH = "/blog";

/** The blog's name: its page's heading and its feed's title. */
export const BLOG_TITLE = "Blog do Tramita";

/** The blog's Atom feed, written into the build (scripts/blog-feed.ts) and linked from every page's head. */
export const BLOG_FEED_PATH = `${BLOG_PATH}/feed.xml`;

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

export const BLOG_PARAMS = { category: "categoria", query: "busca", page: "pagina" } as const;

/** Slugs are file names: lower-case words joined by hyphens. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
