// The modules of contracts/endpoints/, found by reading the folder (not through the list in
// contracts/forms.ts, which contracts/endpoints.test.ts checks against the folder): their
// forms' example bodies.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Examples } from "../../contracts/endpoint.ts";

const DIR = join(import.meta.dirname, "..", "..", "contracts", "endpoints");

const modules = () => Promise.all(readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => import(join(DIR, f)) as Promise<Record<string, unknown>>));

/** Every form's example body, by form name, merged from each module's `examples`. */
export async function exampleBodies(): Promise<Record<string, Examples<object>>> {
  return Object.assign({}, ...(await modules()).map((m) => (m.examples ?? {}) as Record<string, Examples<object>>));
}
