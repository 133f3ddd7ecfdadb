// Every form the site protects with a captcha (contracts/captcha.ts CAPTCHA_FORMS) is one
// endpoint object in contracts/endpoints/, found by reading the folder: a new form without its
// endpoint, or an endpoint whose schema does not carry what the browser's useProtectedForm adds
// (the captcha; on a conversion's form the attribution and the mailing opt-in), fails here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CAPTCHA_FORMS } from "./captcha.ts";
import type { Endpoint } from "./endpoint.ts";

const DIR = join(import.meta.dirname, "endpoints");

async function endpoints() {
  const modules = await Promise.all(readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => import(join(DIR, f)) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m)).filter((v): v is Endpoint<unknown, unknown> => typeof v === "object" && v !== null && "method" in v && "body" in v);
}

describe("form endpoints", () => {
  it("one endpoint per captcha-protected form, and none for a route no captcha protects", async () => {
    const paths = (await endpoints()).map((e) => e.path).toSorted();
    expect(paths).toEqual(Object.values(CAPTCHA_FORMS).toSorted());
  });

  it("each body schema takes the captcha, the honeypot when the endpoint words one, and a conversion's attribution and opt-in", async () => {
    for (const endpoint of await endpoints()) {
      const schema = (await endpoint.body()) as unknown as { shape: Record<string, unknown> };
      const expected = ["captchaToken", ...(endpoint.messages.honeypot === undefined ? [] : ["website"]), ...(endpoint.conversion ? ["attribution", "mailingConsent"] : [])];
      expect(Object.keys(schema.shape), endpoint.path).toEqual(expect.arrayContaining(expected));
    }
  });
});
