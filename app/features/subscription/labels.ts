// pt-BR labels and formats of /assinatura.
import type { SubscriptionChangeKind, SubscriptionStatus } from "../../../contracts/account-options";
import type { BillingPeriod } from "../../../contracts/plan-tiers";

export const PERIOD_LABELS: Record<BillingPeriod, string> = { anual: "Anual", mensal: "Mensal" };

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: "Aguardando confirmação",
  trialing: "Teste grátis",
  canceled: "Cancelada",
};

export const CHANGE_LABELS: Record<SubscriptionChangeKind, string> = {
  "trial-started": "Teste grátis iniciado",
  "plan-changed": "Plano alterado",
  canceled: "Assinatura cancelada",
  reactivated: "Assinatura reativada",
};

const date = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" });
const dateTime = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "America/Sao_Paulo" });

/** '03/12/2026' */
export const formatDate = (iso: string) => date.format(new Date(iso));
/** '22/11/2026 14:05' */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(",", "");
