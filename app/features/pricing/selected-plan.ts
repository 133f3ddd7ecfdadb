// spec §3: the plan handed to /signup in navigation state. Users, protocols and storage
// are read from the plan's feature lines.
import type { BillingPeriod } from "../../../contracts/plan-tiers";

export interface SelectedPlan {
  name: string;
  price: number | null;
  period: BillingPeriod;
  users: number | "Ilimitado";
  protocols: number | "Ilimitado";
  storage: `${number} GB` | "Customizado";
}

const firstNumber = (line: string | undefined) => {
  const match = line?.match(/\d[\d.]*/);
  return match ? Number(match[0].replace(/\./g, "")) : undefined;
};

function lineWith(features: string[], ...needles: string[]) {
  return features.find((line) => needles.some((needle) => line.toLowerCase().includes(needle)));
}

export function selectedPlanFrom(
  plan: { name: string; features: string[] },
  period: BillingPeriod,
  price: number | null,
): SelectedPlan {
  const users = firstNumber(lineWith(plan.features, "usuário"));
  const protocols = firstNumber(lineWith(plan.features, "protocolo"));
  const storage = firstNumber(lineWith(plan.features, "gb", "armazenamento"));
  return {
    name: plan.name,
    price,
    period,
    users: users ?? "Ilimitado",
    protocols: protocols ?? "Ilimitado",
    storage: storage === undefined ? "Customizado" : `${storage} GB`,
  };
}
