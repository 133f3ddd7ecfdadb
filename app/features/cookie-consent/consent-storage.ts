// Reads and writes the visitor's cookie choice in localStorage (key `cookieConsent`).
// Plain functions with no dependencies: the always-loaded root component uses them.
import { randomUuid } from "../../lib/random-uuid";
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  isConsentCurrent,
  type ConsentChoices,
  type StoredConsent,
} from "../../../contracts/consent";

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings, sandboxed frame)
  }
};

/** The stored record when it is well formed, whatever its version or age; else null. */
export function readConsentRecord(storage: ReadableStorage | null = browserStorage()): StoredConsent | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const r = value as Record<string, unknown>;
    if (typeof r.analytics !== "boolean" || typeof r.marketing !== "boolean") return null;
    if (typeof r.id !== "string" || typeof r.version !== "string" || typeof r.timestamp !== "string") return null;
    return { necessary: true, analytics: r.analytics, marketing: r.marketing, id: r.id, version: r.version, timestamp: r.timestamp };
  } catch {
    return null;
  }
}

/** The stored record when it still counts (this policy's version, younger than 12 months). */
export function readCurrentConsent(storage: ReadableStorage | null = browserStorage(), now = Date.now()): StoredConsent | null {
  const record = readConsentRecord(storage);
  return record && isConsentCurrent(record, now) ? record : null;
}

/** Builds the record of a new choice (the id is kept from the visitor's earlier choices). */
export function consentRecord(choices: Pick<ConsentChoices, "analytics" | "marketing">, id: string, now = new Date()): StoredConsent {
  return {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    id,
    version: CONSENT_POLICY_VERSION,
    timestamp: now.toISOString(),
  };
}

export function writeConsent(record: StoredConsent, storage: WritableStorage | null = browserStorage()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn("Não foi possível guardar a escolha de cookies.", error);
  }
}

/** A new random UUID. */
export const newConsentId = randomUuid;
