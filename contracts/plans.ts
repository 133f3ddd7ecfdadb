// spec §3 'Plan' and §9: the three plans and the custom plan, static on the page. Prices
// are not here: they come from the pricing call.

export interface Plan {
  id: "prata" | "ouro" | "diamante";
  name: string;
  description: string;
  users: number;
  monthly_protocols: number;
  storage_gb: number;
  modules: string[];
  /** Feature lines; the sign-up hand-off reads users, protocols and storage from them. */
  features: string[];
  isPopular?: boolean;
}

const sharedFeatures = ["Aparência personalizável", "Armazenamento expansível"];

export const plans: Plan[] = [
  {
    id: "prata",
    name: "Prata",
    description: "Para quem está começando a deixar o papel para trás.",
    users: 2,
    monthly_protocols: 50,
    storage_gb: 2,
    modules: [],
    features: ["2 usuários", "50 protocolos por mês", "2 GB de armazenamento", ...sharedFeatures],
  },
  {
    id: "ouro",
    name: "Ouro",
    description: "Para equipes que protocolam e despacham todos os dias.",
    users: 5,
    monthly_protocols: 150,
    storage_gb: 4,
    modules: [],
    features: ["5 usuários", "150 protocolos por mês", "4 GB de armazenamento", ...sharedFeatures],
    isPopular: true,
  },
  {
    id: "diamante",
    name: "Diamante",
    description: "Para operações com vários setores, filiais ou clientes.",
    users: 10,
    monthly_protocols: 450,
    storage_gb: 8,
    modules: [],
    features: ["10 usuários", "450 protocolos por mês", "8 GB de armazenamento", ...sharedFeatures],
  },
];

/** spec §9: above 10 users and 450 protocols a month, a proposal instead of a price. */
export const customPlan = {
  name: "Personalizado",
  description: "Mais de 10 usuários ou mais de 450 protocolos por mês? Montamos um plano sob medida.",
  features: [
    "Usuários ilimitados",
    "Protocolos ilimitados",
    "Armazenamento customizado",
    "Integrações via API com o seu ERP",
    "Gerente de conta dedicado",
  ],
  ctaText: "Solicitar proposta",
};
