// /faq: questions grouped by topic (app/content/data/faq.json). Figures are placeholders
// resolved from the modules that own them (plans, trial length, contact promises), so the
// answers never drift from the rest of the site.
import raw from "./data/faq.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";

export type FaqTopic = CollectionData<"faq">["topics"][number];
/** `id` is the URL hash that opens the question: /faq#<id>. */
export type FaqQuestion = FaqTopic["questions"][number];

// The editor writes an empty list for a question without links. A topic whose questions are
// all drafts (left out of the published site, ./drafts.ts) is left out with them.
export const faqTopics: FaqTopic[] = (resolved(raw) as CollectionData<"faq">).topics
  .filter((topic) => topic.questions.length > 0)
  .map((topic) => ({
    ...topic,
    questions: topic.questions.map(({ links, ...question }) => ({ ...question, ...(links?.length ? { links } : {}) })),
  }));
