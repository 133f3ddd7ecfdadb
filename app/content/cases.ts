// Customer stories of /cases (fictional companies of the logo carousel), one segment each
// (app/content/data/cases.json). Logos and quotes are not repeated there: the page finds them
// in client-logos.ts and testimonials.ts by company name.
import raw from "./data/cases.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";

const content = resolved(raw) as CollectionData<"cases">;

/** `segmentId` is an id of app/content/segments.ts, `company` a name of client-logos.ts. */
export type CustomerCase = CollectionData<"cases">["cases"][number];

export const casesPage = content.page;

export const customerCases: CustomerCase[] = content.cases;
