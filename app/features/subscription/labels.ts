// pt-BR labels of /assinatura.
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
