// Copy of /carreiras: culture, benefits and the open positions (app/content/data/careers.json).
import raw from "./data/careers.json" with { type: "json" };
import { resolved } from "./resolved";
import { careersIcons } from "./icons/careers";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";
import type { IconItem } from "./types";

const content = resolved(raw) as CollectionData<"careers">;

export type JobOpening = CollectionData<"careers">["openings"][number];

export const careersPage = content.page;

export const cultureItems: IconItem[] = content.culture.map((item) => withIcon(careersIcons, item));

export const benefitItems: IconItem[] = content.benefits.map((item) => withIcon(careersIcons, item));

export const jobOpenings: JobOpening[] = content.openings;
