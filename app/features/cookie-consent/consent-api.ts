// Proof of consent (LGPD): each choice is also recorded server-side. Fire and forget: the
// choice already holds in this browser, so a failure is only a toast (it has no inline place).
import { CONSENT_API_PATH } from "../../../contracts/api-paths";
import type { StoredConsent } from "../../../contracts/consent";
import { notify } from "../../components/ui/toast";

const failed = (detail: unknown) => {
  console.warn("O registro do consentimento de cookies falhou.", detail);
  notify("error", "Não conseguimos registrar a sua escolha de cookies no servidor. Ela continua valendo neste navegador.");
};

export function sendConsentRecord(record: StoredConsent): void {
  const { id, necessary, analytics, marketing, version, timestamp } = record;
  fetch(CONSENT_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id, necessary, analytics, marketing, version, timestamp }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) failed(`HTTP ${response.status}`);
    })
    .catch(failed);
}
