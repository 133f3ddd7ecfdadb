import { describe, expect, it } from "vitest";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../consent";
import { headScripts } from "../served-page";

/** The head script exactly as the pages carry it. */
const consentDefaultsScript = headScripts({ fontUrl: "/assets/font.woff2" }).consentDefaults;

const DAY = 86_400_000;

interface FakeWindow {
  dataLayer?: unknown[];
  localStorage: Pick<Storage, "getItem">;
}

/** Runs the script as a classic script would, with `window` and its globals faked. */
function evaluate(fake: FakeWindow): void {
  // Sloppy-mode `with` makes the fake's properties the script's globals (dataLayer, localStorage).
  // oxlint-disable-next-line no-new-func
  new Function("window", `with (window) { ${consentDefaultsScript} }`)(fake);
}

/** Runs the head script in a fresh fake window and returns its data layer as plain arrays. */
function run(saved?: string | object): unknown[] {
  const value = saved === undefined ? null : typeof saved === "string" ? saved : JSON.stringify(saved);
  const fake: FakeWindow = { localStorage: { getItem: (key) => (key === CONSENT_STORAGE_KEY ? value : null) } };
  evaluate(fake);
  return fake.dataLayer!.map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    return Array.from(entry as ArrayLike<unknown>);
  });
}

const DEFAULTS = [
  "consent",
  "default",
  { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied", wait_for_update: 500 },
];
const record = (daysAgo: number, version = CONSENT_POLICY_VERSION) => ({
  necessary: true,
  analytics: true,
  marketing: false,
  id: "x",
  version,
  timestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
});

describe("the Consent Mode head script, as serialised into the page", () => {
  it("sets every signal to denied with wait_for_update when nothing is saved", () => {
    expect(run()).toEqual([DEFAULTS]);
  });

  it("re-applies a current saved choice right after the defaults", () => {
    expect(run(record(30))).toEqual([
      DEFAULTS,
      ["consent", "update", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }],
    ]);
  });

  it("does not re-apply an expired choice, an old policy version or corrupt JSON", () => {
    expect(run(record(366))).toEqual([DEFAULTS]);
    expect(run(record(1, "2000-01-01"))).toEqual([DEFAULTS]);
    expect(run("{oops")).toEqual([DEFAULTS]);
    expect(run("null")).toEqual([DEFAULTS]);
  });

  it("keeps an existing data layer and cannot close its script element", () => {
    const fake: FakeWindow = { dataLayer: [{ event: "early" }], localStorage: { getItem: () => { throw new Error("blocked"); } } };
    evaluate(fake);
    expect(fake.dataLayer).toHaveLength(2);
    expect(consentDefaultsScript).not.toMatch(/<\/|<!--/);
  });
});
