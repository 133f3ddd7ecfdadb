// Copy of /sobre: the company's history since numbers.foundedYear, mission and values
// (app/content/data/about.json).
import raw from "./data/about.json" with { type: "json" };
import { resolved } from "./resolved";
import { valueIcons } from "./icons/values";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";
import type { IconItem } from "./types";

const content = resolved(raw) as CollectionData<"about">;

export type Milestone = CollectionData<"about">["milestones"][number];

export const aboutPage = content.page;

export const milestones: Milestone[] = content.milestones;

export const values: IconItem[] = content.values.map((v) => withIcon(valueIcons, v));
