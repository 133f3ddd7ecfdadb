// Every route module in app/routes/ is a page of the one route table (contracts/routes.ts), or
// is named below with the reason: a page added without its line in the table is never built
// or prerendered, and the server answers its address with the not-found page.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../contracts/routes";

/** Route modules outside the table, and why. */
const NOT_IN_TABLE: Record<string, string> = {
  "routes/keystatic.tsx": "the content editor, routed only in a build made with the editor turned on (app/routes.ts)",
};

const modules = readdirSync(join(import.meta.dirname, "routes"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => `routes/${file.split("\\").join("/")}`);

describe("route modules", () => {
  it("each is a page of the route table, or is named as routed elsewhere with the reason", () => {
    const tabled = new Set(SITE_ROUTES.map((route) => route.file));
    expect(modules.filter((file) => !tabled.has(file) && !(file in NOT_IN_TABLE))).toEqual([]);
  });

  it("each module the table or the exemptions name exists", () => {
    expect([...SITE_ROUTES.map((route) => route.file), ...Object.keys(NOT_IN_TABLE)].filter((file) => !modules.includes(file))).toEqual([]);
  });
});
