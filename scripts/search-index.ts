// The site search's index (Pagefind), written into build/client/pagefind after prerendering
// (scripts/build-end.ts): every public page of the sitemap (product pages, about, cases, FAQ,
// help centre, every blog post), from its prerendered HTML. Only each page's main landmark
// is indexed (data-pagefind-body, app/components/layout/page-shell.tsx), in Portuguese, and
// each help-centre article as a record of its own. The
// browser loads Pagefind's code and index from /pagefind only when the search opens.
import { join } from "node:path";
import { close, createIndex, type CustomRecord } from "pagefind";
import { HELP_ARTICLE_ANCHOR, HELP_FILTER, SITE_SEARCH_DIR } from "../contracts/site-search.ts";
import { helpArticles, helpTopics } from "../app/content/help-center.ts";

/** Each help-centre article as a record of its own, so /ajuda (and the site search) find the article, not the whole page. */
export function helpArticleRecords(): CustomRecord[] {
  return helpArticles.map((article) => {
    const topic = helpTopics.find((t) => t.id === article.topicId)!;
    return {
      url: `/ajuda#${HELP_ARTICLE_ANCHOR}${article.id}`,
      content: [article.title, article.summary, ...article.body, ...(article.steps ?? []), topic.title].join("\n"),
      language: "pt",
      meta: { title: article.title, section: `Central de ajuda: ${topic.title}` },
      filters: { area: [...HELP_FILTER.area] },
    };
  });
}

/** Indexes `pages` (path -> HTML) and `records` into `clientDir`; returns how many entries it holds. */
export async function writeSearchIndex(clientDir: string, pages: ReadonlyMap<string, string>, records: readonly CustomRecord[] = helpArticleRecords()): Promise<number> {
  try {
    const { index, errors } = await createIndex({ forceLanguage: "pt" });
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    for (const [url, content] of pages) {
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`pagefind: ${url}: ${added.errors.join("; ")}`);
    }
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length) throw new Error(`pagefind: ${record.url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: join(clientDir, SITE_SEARCH_DIR) });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    return pages.size + records.length;
  } finally {
    await close();
  }
}
