// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_STORAGE_KEY } from "../../../contracts/attribution";
import { consentRecord, writeConsent } from "../cookie-consent/consent-storage";
import { attributionForSubmission, captureVisitOrigin, followMarketingConsent } from "./visit-origin";

const DAY = 86_400_000;
const land = (href: string, referrer = "") => captureVisitOrigin(new URL(href) as unknown as Location, referrer);
const consent = (marketing: boolean) => writeConsent(consentRecord({ analytics: false, marketing }, "0b7e1f7a-6a4c-4d8e-9f3a-2b1c0d9e8f7a"));
const stored = () => localStorage.getItem(FIRST_TOUCH_STORAGE_KEY);

beforeEach(() => localStorage.clear());

describe("the visit's origin", () => {
  it("without a choice, lives in memory only and travels with the submission", () => {
    land("https://tramita.com.br/?utm_source=google&utm_medium=cpc&utm_campaign=inverno-2026", "https://www.google.com/");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
    expect(attributionForSubmission()).toEqual({ last: { landing_path: "/", utm_source: "google", utm_medium: "cpc", utm_campaign: "inverno-2026", referrer: "https://www.google.com/" } });
  });

  it("with marketing consent, the first non-direct touch is kept and a later visit keeps it as first", () => {
    consent(true);
    land("https://tramita.com.br/?utm_campaign=a&utm_source=news");
    expect(JSON.parse(stored()!)).toMatchObject({ utm_campaign: "a" });
    land("https://tramita.com.br/precos?utm_campaign=b&utm_source=news");
    expect(attributionForSubmission()).toMatchObject({ last: { utm_campaign: "b" }, first: { utm_campaign: "a" } });
  });

  it("a direct visit is never a first touch", () => {
    consent(true);
    land("https://tramita.com.br/");
    expect(stored()).toBeNull();
  });

  it("accepting the banner after landing keeps the landing's touch", () => {
    land("https://tramita.com.br/?utm_campaign=a&utm_source=news");
    consent(true);
    followMarketingConsent(true);
    expect(attributionForSubmission().first).toMatchObject({ utm_campaign: "a" });
  });

  it("withdrawing marketing consent deletes the first touch at once, and it is never read without consent", () => {
    consent(true);
    land("https://tramita.com.br/?utm_campaign=a&utm_source=news");
    const kept = stored();
    consent(false);
    expect(attributionForSubmission().first).toBeUndefined();
    followMarketingConsent(false);
    expect(stored()).toBeNull();
    expect(kept).not.toBeNull();
  });

  it(`a first touch older than ${FIRST_TOUCH_DAYS} days is replaced`, () => {
    consent(true);
    localStorage.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ utm_campaign: "velha", at: new Date(Date.now() - (FIRST_TOUCH_DAYS + 1) * DAY).toISOString() }));
    land("https://tramita.com.br/?utm_campaign=nova&utm_source=news");
    expect(attributionForSubmission().first).toMatchObject({ utm_campaign: "nova" });
  });
});
