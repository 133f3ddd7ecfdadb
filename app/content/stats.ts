// spec §4: the statistics counters and their targets; spec §1: the claims they show.
// The figures live in app/content/data/stats.json; other texts name them as placeholders.
import raw from "./data/stats.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";

const content = resolved(raw) as CollectionData<"stats">;

export type Stat = CollectionData<"stats">["stats"][number];
export type StatId = Stat["id"];

export const statsTitle = content.title;

export const stats: Stat[] = content.stats;

/** spec §1: the time-reduction claim, shown beside the counters on content pages. */
export const TIME_REDUCTION_PERCENT = content.timeReductionPercent;

/** spec §1: '98% time reduction', worded as the spec claims it (a reduction, not a speed). */
export const TIME_REDUCTION_CLAIM = `${TIME_REDUCTION_PERCENT}% de redução de tempo`;

/** spec §1: 'more than 10 years in business' (service since site.foundedYear). */
export const YEARS_IN_BUSINESS = content.yearsInBusiness;
