// Proof of consent (LGPD): each choice is also recorded server-side. Fire and forget.
import { CONSENT_API_PATH } from "../../../contracts/api-paths";
import type { StoredConsent } from "../../../contracts/consent";

export function sendConsentRecord(record: StoredConsent): void {
  const { id, necessary, analytics, marketing, version, timestamp } = record;
  fetch(CONSENT_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id, necessary, analytics, marketing, version, timestamp }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`O registro do consentimento de cookies falhou (HTTP ${response.status}).`);
    })
    .catch((error: unknown) => console.warn("O registro do consentimento de cookies falhou.", error));
}
