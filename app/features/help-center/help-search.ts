// /ajuda: the articles matching what the visitor types (accent- and case-insensitive).
import type { HelpArticle, HelpTopic } from "../../content/help-center";
import { matchesQuery } from "../../lib/text-search";

/** Articles whose title, summary, text, steps or topic contain every word of `query`. */
export function searchHelpArticles(articles: readonly HelpArticle[], topics: readonly HelpTopic[], query: string): HelpArticle[] {
  return articles.filter((article) => {
    const topic = topics.find((t) => t.id === article.topicId);
    return matchesQuery(query, article.title, article.summary, ...article.body, ...(article.steps ?? []), topic?.title ?? "");
  });
}

/** Topics in display order, each with its matching articles; topics left empty are dropped. */
export function groupByTopic(articles: readonly HelpArticle[], topics: readonly HelpTopic[]) {
  return topics
    .map((topic) => ({ topic, articles: articles.filter((a) => a.topicId === topic.id) }))
    .filter((group) => group.articles.length > 0);
}
