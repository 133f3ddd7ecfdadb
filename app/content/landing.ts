// spec §2: the landing page's copy (meta, hero, each section's eyebrow, title, lead and calls
// to action): app/content/data/landing.json, edited as the "Página inicial" singleton.
import raw from "./data/landing.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";

export type LandingCopy = CollectionData<"landing">;

export const landing = resolved(raw) as LandingCopy;
