import { describe, expect, it } from "vitest";
import { ATTRIBUTION_VALUE_MAX_LENGTH, cleanAttributionValue, touchOf, type Touch } from "./attribution.ts";
import { CHANNEL_RULES, classifyTouch, SOURCE_RULES } from "./attribution-rules.ts";

const at = (path: string, referrer = "") => touchOf(new URL(path, "https://tramita.com.br"), referrer);

describe("the source rules, one case each, in their order", () => {
  const cases: [string, Touch, { source: string; medium: string; channel: string }][] = [
    ["utm", { utm_source: " Google ", utm_medium: "CPC", gclid: "X", referrer: "https://www.bing.com/" }, { source: "google", medium: "cpc", channel: "paid-search" }],
    ["click-id gclid", { gclid: "X", referrer: "https://www.google.com/" }, { source: "google", medium: "cpc", channel: "paid-search" }],
    ["click-id gbraid", { gbraid: "X" }, { source: "google", medium: "cpc", channel: "paid-search" }],
    ["click-id wbraid", { wbraid: "X" }, { source: "google", medium: "cpc", channel: "paid-search" }],
    ["click-id msclkid", { msclkid: "X" }, { source: "bing", medium: "cpc", channel: "paid-search" }],
    ["click-id fbclid", { fbclid: "X", referrer: "https://l.facebook.com/" }, { source: "facebook", medium: "social", channel: "organic-social" }],
    ["click-id li_fat_id", { li_fat_id: "X" }, { source: "linkedin", medium: "paid", channel: "paid-social" }],
    ["search-referrer", { referrer: "https://www.google.com.br/" }, { source: "google", medium: "organic", channel: "organic-search" }],
    ["social-referrer", { referrer: "https://www.linkedin.com/feed/" }, { source: "linkedin", medium: "social", channel: "organic-social" }],
    ["referrer", { referrer: "https://www.parceiro.com.br/blog/post" }, { source: "parceiro.com.br", medium: "referral", channel: "referral" }],
    ["direct", { landing_path: "/" }, { source: "(direct)", medium: "(none)", channel: "direct" }],
  ];

  it("covers every rule of the table", () => {
    expect(cases.map(([name]) => name)).toEqual(SOURCE_RULES.map((rule) => (rule.rule === "click-id" ? `click-id ${rule.param}` : rule.rule)));
  });

  it.each(cases)("%s", (_name, touch, expected) => {
    expect(classifyTouch(touch)).toMatchObject(expected);
  });

  it("fbclid is paid social only with a paid utm_medium", () => {
    expect(classifyTouch({ fbclid: "X", utm_medium: "CPC" })).toMatchObject({ source: "facebook", medium: "cpc", channel: "paid-social" });
  });

  it("a utm_source without utm_medium says (not set)", () => {
    expect(classifyTouch({ utm_source: "webinar" })).toMatchObject({ source: "webinar", medium: "(not set)", channel: "other" });
  });
});

describe("the channel rules, one case each, in their order", () => {
  const cases: [string, string, string][] = [
    ["direct", "(direct)", "(none)"],
    ["paid-search", "google", "cpc"],
    ["paid-social", "linkedin", "paid"],
    ["display", "google", "display"],
    ["paid-search", "parceiro", "cpc"],
    ["organic-search", "parceiro", "organic"],
    ["organic-social", "parceiro", "social"],
    ["organic-social", "instagram", "bio"],
    ["organic-search", "duckduckgo", "link-do-rodape"],
    ["email", "rd-station", "email"],
    ["affiliates", "contabilizei", "partner"],
    ["referral", "exemplo.com.br", "referral"],
    ["other", "webinar", "(not set)"],
  ];

  it("covers every rule of the table", () => {
    expect(cases.map(([channel]) => channel)).toEqual(CHANNEL_RULES.map((rule) => rule.channel));
  });

  it.each(cases)("%s: %s / %s", (channel, utm_source, utm_medium) => {
    expect(classifyTouch({ utm_source, utm_medium }).channel).toBe(channel);
  });
});

describe("what the first page of a visit reads", () => {
  it("the UTMs, the click ids, the landing path without query and the referrer's origin and path", () => {
    expect(at("/calculadora?utm_source=google&utm_medium=cpc&utm_campaign=inverno-2026&utm_term=protocolo%20digital&gclid=X&outro=1", "https://www.google.com/search?q=segredo")).toEqual({
      landing_path: "/calculadora",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "inverno-2026",
      utm_term: "protocolo digital",
      gclid: "X",
      referrer: "https://www.google.com/search",
    });
  });

  it("no referrer and no UTM is a direct visit", () => {
    expect(at("/")).toEqual({ landing_path: "/" });
  });

  it("a full page load from our own site keeps no origin, unless it is tagged", () => {
    expect(at("/precos", "https://tramita.com.br/")).toBeNull();
    expect(at("/precos?utm_source=newsletter", "https://tramita.com.br/")).toEqual({ landing_path: "/precos", utm_source: "newsletter" });
  });

  it("values are cleaned of control characters and cut to 200 characters", () => {
    const value = cleanAttributionValue(`  <b>x</b>\u0000\u202e${"a".repeat(5000)}\n`);
    expect(value).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
    expect(value).toMatch(/^<b>x<\/b> a+$/);
    expect(cleanAttributionValue(`${"a".repeat(199)}😀`)).toBe("a".repeat(199) + "😀");
    expect(cleanAttributionValue("\u0001 \t")).toBeUndefined();
    expect(cleanAttributionValue(42)).toBeUndefined();
  });
});
