// pt-BR labels of a subscription: /assinatura shows them, and so does the data-rights page.
import type { SubscriptionChangeKind, SubscriptionStatus } from "./account-options.ts";
import type { BillingPeriod } from "./plan-tiers.ts";

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
