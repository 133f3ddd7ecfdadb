// Every endpoint object of contracts/endpoints/, found by reading the folder, is listed in
// contracts/forms.ts (whence the captcha's forms and routes and the conversions are derived),
// once, with a form name and a route of its own: a new form's endpoint missing from the list,
// or an endpoint whose schema does not carry what the browser's useProtectedForm adds (the
// captcha; on a conversion's form the attribution and the mailing opt-in), fails here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Endpoint, Examples } from "./endpoint.ts";
import { FORM_ENDPOINTS } from "./forms.ts";

const DIR = join(import.meta.dirname, "endpoints");
const modules = () => Promise.all(readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => import(join(DIR, f)) as Promise<Record<string, unknown>>));

async function endpoints() {
  return (await modules()).flatMap((m) => Object.values(m)).filter((v): v is Endpoint<unknown, unknown> => typeof v === "object" && v !== null && "method" in v && "body" in v);
}
const exampleBodies = async (): Promise<Record<string, Examples<object>>> => Object.assign({}, ...(await modules()).map((m) => m.examples ?? {}));

describe("form endpoints", () => {
  it("every endpoint of the folder is a form of contracts/forms.ts, and each form has its own name and route", async () => {
    const listed = new Set<unknown>(FORM_ENDPOINTS);
    expect((await endpoints()).filter((e) => !listed.has(e)).map((e) => e.path)).toEqual([]);
    expect(new Set(FORM_ENDPOINTS.map((e) => e.form)).size).toBe(FORM_ENDPOINTS.length);
    expect(new Set(FORM_ENDPOINTS.map((e) => e.path)).size).toBe(FORM_ENDPOINTS.length);
  });

  it("every form has an example body, which its schema accepts once the captcha is added", async () => {
    const examples = await exampleBodies();
    expect(FORM_ENDPOINTS.filter((e) => !examples[e.form]).map((e) => e.form)).toEqual([]);
    for (const endpoint of FORM_ENDPOINTS) {
      const parsed = (await endpoint.body()).safeParse({ ...examples[endpoint.form]!(0), captchaToken: "a-token" });
      expect(parsed.error?.issues ?? [], endpoint.form).toEqual([]);
    }
  });

  it("each body schema takes the captcha, the honeypot when the endpoint words one, and a conversion's attribution and opt-in", async () => {
    for (const endpoint of await endpoints()) {
      const schema = (await endpoint.body()) as unknown as { shape: Record<string, unknown> };
      const expected = ["captchaToken", ...(endpoint.messages.honeypot === undefined ? [] : ["website"]), ...(endpoint.conversion ? ["attribution", "mailingConsent"] : [])];
      expect(Object.keys(schema.shape), endpoint.path).toEqual(expect.arrayContaining(expected));
    }
  });
});
