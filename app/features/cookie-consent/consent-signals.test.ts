// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { signalConsent } from "./consent-signals";

const entries = () => (window.dataLayer ?? []).map((e) => (isArguments(e) ? Array.from(e) : e));
const isArguments = (e: unknown): e is IArguments => Object.prototype.toString.call(e) === "[object Arguments]";
const state = (granted: boolean) => (granted ? "granted" : "denied");

describe("signalling a choice to Google", () => {
  beforeEach(() => {
    window.dataLayer = [];
    delete window.gtag;
  });

  it.each([
    ["Aceitar todos", { analytics: true, marketing: true }],
    ["Apenas necessários", { analytics: false, marketing: false }],
    ["Salvar preferências (só análise)", { analytics: true, marketing: false }],
  ])("%s: a Consent Mode update and a cookie_consent_update event", (_name, choices) => {
    signalConsent(choices);
    expect(isArguments(window.dataLayer![0])).toBe(true);
    expect(entries()).toEqual([
      [
        "consent",
        "update",
        {
          analytics_storage: state(choices.analytics),
          ad_storage: state(choices.marketing),
          ad_user_data: state(choices.marketing),
          ad_personalization: state(choices.marketing),
        },
      ],
      { event: "cookie_consent_update", necessary: true, analytics: choices.analytics, marketing: choices.marketing },
    ]);
  });

  it("goes through window.gtag when the head script defined it", () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    signalConsent({ analytics: false, marketing: true });
    expect(calls).toEqual([["consent", "update", expect.objectContaining({ ad_storage: "granted", analytics_storage: "denied" })]]);
  });
});
