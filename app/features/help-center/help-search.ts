// /ajuda: the articles matching what the visitor types, found by the site search's index
// (Pagefind, Portuguese stemming), where each article is a record of its own
// (scripts/search-index.ts). The index loads the first time the visitor searches.
import { HELP_ARTICLE_ANCHOR, HELP_FILTER } from "../../../contracts/site-search";
import type { HelpArticle, HelpTopic } from "../../content/help-center";
import { searchSite } from "../site-search/pagefind";

/** The ids of the articles matching `query`, best first; null when a newer search superseded it. */
export async function searchHelpArticles(query: string, total: number): Promise<string[] | null> {
  const hits = await searchSite(query, { filters: HELP_FILTER, max: total });
  return hits && hits.map((hit) => hit.url.slice(hit.url.indexOf(`#${HELP_ARTICLE_ANCHOR}`) + HELP_ARTICLE_ANCHOR.length + 1));
}

/** The element id of an article on /ajuda, where the index's links lead. */
export const helpArticleAnchor = (article: Pick<HelpArticle, "id">) => `${HELP_ARTICLE_ANCHOR}${article.id}`;

/** Topics in display order, each with its matching articles; topics left empty are dropped. */
export function groupByTopic(articles: readonly HelpArticle[], topics: readonly HelpTopic[]) {
  return topics
    .map((topic) => ({ topic, articles: articles.filter((a) => a.topicId === topic.id) }))
    .filter((group) => group.articles.length > 0);
}
