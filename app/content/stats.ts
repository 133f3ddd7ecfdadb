// spec §4: the statistics counters; spec §1: the claims they show. The counters' labels live
// in app/content/data/stats.json, their figures in numbers.json (the "Números" singleton),
// which other texts name as placeholders.
import raw from "./data/stats.json" with { type: "json" };
import { numbers } from "./numbers";
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";

const content = resolved(raw) as CollectionData<"stats">;

export type Stat = CollectionData<"stats">["stats"][number] & { target: number; suffix: string };
export type StatId = Stat["id"];

export const stats: Stat[] = content.stats.map((stat) => ({ ...stat, ...numbers.figures[stat.id] }));

/** spec §1: the time-reduction claim, shown beside the counters on content pages. */
export const TIME_REDUCTION_PERCENT = numbers.timeReductionPercent;

/** spec §1: '98% time reduction', worded as the spec claims it (a reduction, not a speed). */
export const TIME_REDUCTION_CLAIM = `${TIME_REDUCTION_PERCENT}% de redução de tempo`;

/** spec §1: 'more than 10 years in business' (service since numbers.foundedYear). */
export const YEARS_IN_BUSINESS = numbers.yearsInBusiness;
