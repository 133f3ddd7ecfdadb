// Proof of consent (LGPD): each choice is also recorded server-side. Fire and forget: the
// choice already holds in this browser, so a failure is only a toast (it has no inline place).
import { CONSENT_API_PATH } from "../../../contracts/api-paths";
import type { StoredConsent } from "../../../contracts/consent";
import { notify } from "../../components/ui/toast";
import { postJson } from "../../lib/api-client";

export function sendConsentRecord(record: StoredConsent): void {
  const { id, necessary, analytics, marketing, version, timestamp } = record;
  void postJson(CONSENT_API_PATH, { id, necessary, analytics, marketing, version, timestamp }, { keepalive: true }).then((result) => {
    if (result.ok) return;
    console.warn(`O registro do consentimento de cookies falhou (HTTP ${result.status}): ${result.message}`);
    notify("error", "Não conseguimos registrar a sua escolha de cookies no servidor. Ela continua valendo neste navegador.");
  });
}
