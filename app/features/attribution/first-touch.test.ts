// @vitest-environment jsdom
// The visit's origin (visit-origin.ts, read when the document loads) and the first touch kept
// with marketing consent (first-touch.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_STORAGE_KEY } from "../../../contracts/first-touch";
import { consentRecord, writeConsent } from "../cookie-consent/consent-storage";
import * as firstTouch from "./first-touch";
import { captureVisitOrigin } from "./visit-origin";

const DAY = 86_400_000;

/** A document load at `path` from `referrer`, then the cookie-consent UI applying the saved choice. */
async function land(path: string, referrer = "", { applyConsent = true } = {}) {
  captureVisitOrigin(new URL(path, "https://tramita.com.br") as unknown as Location, referrer);
  if (applyConsent) firstTouch.followCurrentConsent();
  return firstTouch;
}
const consent = (marketing: boolean) => writeConsent(consentRecord({ analytics: false, marketing }, "0b7e1f7a-6a4c-4d8e-9f3a-2b1c0d9e8f7a"));
const stored = () => localStorage.getItem(FIRST_TOUCH_STORAGE_KEY);

beforeEach(() => localStorage.clear());

describe("the visit's origin", () => {
  it("without a choice, lives in memory only and travels with the submission", async () => {
    const page = await land("/?utm_source=google&utm_medium=cpc&utm_campaign=inverno-2026", "https://www.google.com/");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
    expect(page.attributionForSubmission()).toEqual({ last: { landing_path: "/", utm_source: "google", utm_medium: "cpc", utm_campaign: "inverno-2026", referrer: "https://www.google.com/" } });
  });

  it("with marketing consent, the first non-direct touch is kept and a later visit keeps it as first", async () => {
    consent(true);
    await land("/?utm_campaign=a&utm_source=news");
    expect(JSON.parse(stored()!)).toMatchObject({ utm_campaign: "a" });
    const later = await land("/precos?utm_campaign=b&utm_source=news");
    expect(later.attributionForSubmission()).toMatchObject({ last: { utm_campaign: "b" }, first: { utm_campaign: "a" } });
  });

  it("a direct visit is never a first touch", async () => {
    consent(true);
    await land("/");
    expect(stored()).toBeNull();
  });

  it("accepting the banner after landing keeps the landing's touch", async () => {
    const page = await land("/?utm_campaign=a&utm_source=news", "", { applyConsent: false });
    consent(true);
    page.followMarketingConsent(true);
    expect(page.attributionForSubmission().first).toMatchObject({ utm_campaign: "a" });
  });

  it("withdrawing marketing consent deletes the first touch at once, and it is never read without consent", async () => {
    consent(true);
    const page = await land("/?utm_campaign=a&utm_source=news");
    const kept = stored();
    consent(false);
    expect(page.attributionForSubmission().first).toBeUndefined();
    page.followMarketingConsent(false);
    expect(stored()).toBeNull();
    expect(kept).not.toBeNull();
  });

  it(`a first touch older than ${FIRST_TOUCH_DAYS} days is replaced`, async () => {
    consent(true);
    localStorage.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ utm_campaign: "velha", at: new Date(Date.now() - (FIRST_TOUCH_DAYS + 1) * DAY).toISOString() }));
    const page = await land("/?utm_campaign=nova&utm_source=news");
    expect(page.attributionForSubmission().first).toMatchObject({ utm_campaign: "nova" });
  });
});
