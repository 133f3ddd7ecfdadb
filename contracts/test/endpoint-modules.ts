// The modules of contracts/endpoints/, found by reading the folder (not through the list in
// contracts/forms.ts, which the tests check): their endpoint objects and their example bodies.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Endpoint, Examples } from "../endpoint.ts";

const DIR = join(import.meta.dirname, "..", "endpoints");

const modules = () => Promise.all(readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => import(join(DIR, f)) as Promise<Record<string, unknown>>));

/** Every endpoint object the folder's modules export. */
export async function endpointObjects(): Promise<Endpoint<unknown, unknown>[]> {
  return (await modules()).flatMap((m) => Object.values(m)).filter((v): v is Endpoint<unknown, unknown> => typeof v === "object" && v !== null && "method" in v && "body" in v);
}

/** Every form's example body, by form name, merged from each module's `examples`. */
export async function exampleBodies(): Promise<Record<string, Examples<object>>> {
  return Object.assign({}, ...(await modules()).map((m) => (m.examples ?? {}) as Record<string, Examples<object>>));
}
