import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { loadAllPosts } from "../app/features/blog/posts.server";
import { blogFeedXml } from "./blog-feed";

const base = "https://exemplo.com.br";

describe("the blog feed", () => {
  const posts = loadAllPosts();
  const feed = parseFeed(blogFeedXml(base, posts));

  it("is an Atom feed of the blog, pointing to itself and to /blog", () => {
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Blog do Tramita");
    expect(feed.url).toBe(`${base}/blog`);
    expect(feed.self).toBe(`${base}/blog/feed.xml`);
    expect(feed.updated?.toISOString()).toBe(new Date(`${posts.map((p) => p.updated).toSorted().at(-1)}T03:00:00Z`).toISOString());
  });

  it("lists every post, newest first, with its title, summary, dates, author and canonical URL", () => {
    expect(feed.items.map((item) => item.url)).toEqual(posts.map((p) => `${base}/blog/${p.slug}`));
    for (const [i, post] of posts.entries()) {
      const item = feed.items[i]!;
      expect(item.id).toBe(`${base}/blog/${post.slug}`);
      expect(item.title).toBe(post.title);
      expect(item.description).toBe(post.description);
      expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
      expect(item.updated?.toISOString().slice(0, 10)).toBe(post.updated);
      expect(item.authors.map((a) => a.name)).toEqual([post.author.name]);
      expect(item.categories.map((c) => c.label)).toEqual([post.category.label]);
    }
  });

  it("escapes markup in post texts instead of letting it break the XML", () => {
    const [post] = posts;
    const tricky = { ...post!, title: 'Papel & <tinta> "sem" fim ]]> aqui', description: "Menos <b>papel</b> & mais 'controle'" };
    const [item] = parseFeed(blogFeedXml(base, [tricky])).items;
    expect(item?.title).toBe(tricky.title);
    expect(item?.description).toBe(tricky.description);
  });
});
