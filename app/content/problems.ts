// Customer problem cards (spec §2: six): app/content/data/problems.json.
import raw from "./data/problems.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";
import type { CustomerProblem } from "./types";

export const customerProblems: CustomerProblem[] = (resolved(raw) as CollectionData<"problems">).problems;
