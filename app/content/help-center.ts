// Copy of /ajuda: topics and articles of the help centre (app/content/data/help-center.json).
import type { LucideIcon } from "lucide-react";
import raw from "./data/help-center.json" with { type: "json" };
import { resolved } from "./resolved";
import { helpTopicIcons } from "./icons/help-topics";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";

const content = resolved(raw) as CollectionData<"help-center">;

export type HelpTopic = Omit<CollectionData<"help-center">["topics"][number], "icon"> & { icon: LucideIcon };
/** Paragraphs, then optional numbered steps. */
export type HelpArticle = CollectionData<"help-center">["articles"][number];

export const helpCenterPage = content.page;

export const helpTopics: HelpTopic[] = content.topics.map((topic) => withIcon(helpTopicIcons, topic));

// The editor writes an empty list for an article without steps.
export const helpArticles: HelpArticle[] = content.articles.map(({ steps, ...article }) => ({ ...article, ...(steps?.length ? { steps } : {}) }));
