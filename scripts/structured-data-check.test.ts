import { describe, expect, test } from "vitest";
import { checkStructuredData } from "./structured-data-check.ts";

const page = (...blocks: string[]) => blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join("");
const breadcrumb = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [{ "@type": "ListItem", position: 1, name: "Início", item: "https://tramita.com.br/" }],
});

describe("the build's structured data check", () => {
  test("passes a page whose blocks follow the rules, and ignores an empty list", async () => {
    expect(await checkStructuredData(new Map([["/faq", page("[]", breadcrumb)]]))).toEqual([]);
  });

  test("names the page and the rule a Product without price or image breaks", async () => {
    const product = JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Tramita", offers: { "@type": "Offer", priceCurrency: "BRL" } });
    const issues = await checkStructuredData(new Map([["/", page(product)]]));
    expect(issues.map((i) => i.page)).toEqual(["/", "/"]);
    expect(issues.map((i) => i.message).join("\n")).toMatch(/Product: Required attribute "image" is missing[\s\S]*price/);
  });

  test("refuses JSON that does not parse, a block without schema.org's context and a page below '/' without a trail", async () => {
    expect(await checkStructuredData(new Map([["/sobre", page("{")]]))).toEqual([{ page: "/sobre", message: expect.stringMatching(/^JSON-LD that does not parse/) }]);
    expect(await checkStructuredData(new Map([["/sobre", page(JSON.stringify({ "@type": "BreadcrumbList", itemListElement: [] }))]]))).toContainEqual({ page: "/sobre", message: 'a block without "@context": "https://schema.org"' });
    expect(await checkStructuredData(new Map([["/sobre", page("[]")]]))).toEqual([{ page: "/sobre", message: "no BreadcrumbList below the home page" }]);
  });
});
