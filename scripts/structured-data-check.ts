// The build's check of every indexed page's structured data: each JSON-LD block parses, says
// it is schema.org, and passes Google's rich-result rules as @adobe/structured-data-validator
// encodes them (Product, Offer, BreadcrumbList, Organization...). The schema.org vocabulary
// itself is checked earlier, by the schema-dts types of app/lib/structured-data.ts; the
// validator's vocabulary pass needs schema.org's file from the network, so it is left off.
import Validator from "@adobe/structured-data-validator";
import { normalizePath } from "../contracts/routes.ts";
import { jsonLdBlocks } from "./html-meta.ts";

export interface StructuredDataIssue {
  page: string;
  message: string;
}

interface Item {
  "@context"?: unknown;
  "@type"?: unknown;
}

/** The blocks of a page flattened to their items (a block may hold an array). */
export function structuredDataItems(html: string): Item[] {
  return jsonLdBlocks(html).flatMap((block) => (Array.isArray(block) ? block : [block])) as Item[];
}

/** Every error on the pages (URL path to built HTML); warnings are not errors. */
export async function checkStructuredData(pages: Map<string, string>): Promise<StructuredDataIssue[]> {
  const issues: StructuredDataIssue[] = [];
  const validator = new Validator();
  for (const [page, html] of pages) {
    let items: Item[];
    try {
      items = structuredDataItems(html);
    } catch (error) {
      issues.push({ page, message: `JSON-LD that does not parse: ${(error as Error).message}` });
      continue;
    }
    const byType: Record<string, Item[]> = {};
    for (const item of items) {
      if (item["@context"] !== "https://schema.org") issues.push({ page, message: `a block without "@context": "https://schema.org"` });
      if (typeof item["@type"] !== "string") {
        issues.push({ page, message: "a block without a single @type" });
        continue;
      }
      (byType[item["@type"]] ??= []).push(structuredClone(item));
    }
    if (normalizePath(page) !== "/" && !byType.BreadcrumbList) issues.push({ page, message: "no BreadcrumbList below the home page" });
    const results = await validator.validate({ jsonld: byType, microdata: {}, rdfa: {}, errors: [] });
    for (const result of results) {
      if (result.severity === "ERROR") issues.push({ page, message: `${result.rootType}: ${result.issueMessage}` });
    }
  }
  return issues;
}

/** Stops the build on any issue, listing each with its page. */
export async function assertStructuredData(pages: Map<string, string>): Promise<number> {
  const issues = await checkStructuredData(pages);
  if (issues.length > 0) throw new Error(`structured-data: ${issues.length} error(s):\n${issues.map((i) => `  ${i.page}: ${i.message}`).join("\n")}`);
  return pages.size;
}
