// Which FAQ questions match what the visitor typed (accent- and case-insensitive).
import type { FaqQuestion, FaqTopic } from "../../content/faq";
import { matchesQuery } from "../../lib/text-search";

export function filterFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  return topics
    .map((topic) => ({
      ...topic,
      questions: topic.questions.filter((q) => matchesQuery(query, topic.title, q.question, ...q.answer)),
    }))
    .filter((topic) => topic.questions.length > 0);
}

/** The question a URL hash points to ('#quanto-custa'), if any. */
export function questionForHash(topics: readonly FaqTopic[], hash: string): FaqQuestion | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return undefined;
  }
  return topics.flatMap((t) => t.questions).find((q) => q.id === id);
}
