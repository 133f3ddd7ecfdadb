import { describe, expect, it } from "vitest";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, type StoredConsent } from "../../../contracts/consent";
import { consentRecord, newConsentId, readConsentRecord, readCurrentConsent, writeConsent } from "./consent-storage";

const NOW = Date.parse("2027-03-01T12:00:00Z");
const DAY = 86_400_000;

function fakeStorage(value?: string) {
  const map = new Map<string, string>(value === undefined ? [] : [[CONSENT_STORAGE_KEY, value]]);
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const saved = (overrides: Partial<StoredConsent> = {}): string =>
  JSON.stringify({
    necessary: true,
    analytics: true,
    marketing: false,
    id: "0b7e1f7a-6a4c-4d8e-9f3a-2b1c0d9e8f7a",
    version: CONSENT_POLICY_VERSION,
    timestamp: new Date(NOW - 10 * DAY).toISOString(),
    ...overrides,
  });

describe("reading the saved consent", () => {
  it("returns nothing when nothing is saved or the JSON is corrupt", () => {
    expect(readCurrentConsent(fakeStorage(), NOW)).toBeNull();
    expect(readCurrentConsent(fakeStorage("{not json"), NOW)).toBeNull();
    expect(readCurrentConsent(fakeStorage("null"), NOW)).toBeNull();
    expect(readCurrentConsent(fakeStorage('{"analytics":"yes"}'), NOW)).toBeNull();
    expect(readCurrentConsent(null, NOW)).toBeNull();
  });

  it("returns a current record", () => {
    expect(readCurrentConsent(fakeStorage(saved()), NOW)).toMatchObject({ necessary: true, analytics: true, marketing: false });
  });

  it("ignores a record of an older policy version or older than 12 months, but keeps its id", () => {
    const old = fakeStorage(saved({ version: "2020-01-01" }));
    expect(readCurrentConsent(old, NOW)).toBeNull();
    expect(readConsentRecord(old)?.id).toBe("0b7e1f7a-6a4c-4d8e-9f3a-2b1c0d9e8f7a");
    const expired = fakeStorage(saved({ timestamp: new Date(NOW - 366 * DAY).toISOString() }));
    expect(readCurrentConsent(expired, NOW)).toBeNull();
    expect(readCurrentConsent(fakeStorage(saved({ timestamp: new Date(NOW - 364 * DAY).toISOString() })), NOW)).not.toBeNull();
  });

  it("survives a storage that throws", () => {
    const throwing = { getItem: () => { throw new Error("denied"); } };
    expect(readCurrentConsent(throwing, NOW)).toBeNull();
  });
});

describe("writing a choice", () => {
  it("stores { necessary: true, analytics, marketing } with the id, the policy version and the time", () => {
    const storage = fakeStorage();
    const record = consentRecord({ analytics: false, marketing: true }, "abc", new Date(NOW));
    writeConsent(record, storage);
    expect(JSON.parse(storage.map.get(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      id: "abc",
      version: CONSENT_POLICY_VERSION,
      timestamp: new Date(NOW).toISOString(),
    });
    expect(readCurrentConsent(storage, NOW + DAY)).toEqual(record);
  });

  it("creates random v4 UUIDs", () => {
    const a = newConsentId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newConsentId()).not.toBe(a);
  });
});
