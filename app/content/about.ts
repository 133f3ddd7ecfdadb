// Copy of /sobre: the company's history since site.foundedYear, mission and values
// (app/content/data/about.json).
import data from "./data/about.json";
import { valueIcons, withIcon } from "./icons";
import type { CollectionData } from "./schemas";
import type { IconItem } from "./types";

const content = data as CollectionData<"about">;

export type Milestone = CollectionData<"about">["milestones"][number];

export const aboutPage = content.page;

export const milestones: Milestone[] = content.milestones;

export const values: IconItem[] = content.values.map((v) => withIcon(valueIcons, v));
