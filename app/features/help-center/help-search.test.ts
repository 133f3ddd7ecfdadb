import { describe, expect, it } from "vitest";
import { helpArticles, helpTopics } from "../../content/help-center";
import { groupByTopic } from "./help-search";

describe("help centre results", () => {
  it("groups articles by topic in display order and drops empty topics", () => {
    const found = helpArticles.filter((a) => ["recuperar-senha", "registrar-correspondencia"].includes(a.id));
    const groups = groupByTopic(found, helpTopics);
    expect(groups.map((g) => g.articles.map((a) => a.id))).toEqual(
      helpTopics.flatMap((t) => (found.some((a) => a.topicId === t.id) ? [found.filter((a) => a.topicId === t.id).map((a) => a.id)] : [])),
    );
    expect(groupByTopic(helpArticles, helpTopics)).toHaveLength(helpTopics.length);
  });
});
