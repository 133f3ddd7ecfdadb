// Customer problem cards (spec §2: six): app/content/data/problems.json.
import data from "./data/problems.json";
import type { CollectionData } from "./schemas";
import type { CustomerProblem } from "./types";

export const customerProblems: CustomerProblem[] = (data as CollectionData<"problems">).problems;
