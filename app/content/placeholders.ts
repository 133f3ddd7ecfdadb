// The one table of figures content text may name as {placeholder}: every value comes from
// the module that owns it (contracts, the statistics file), so a text never drifts from the
// rest of the site. Resolved at build time (scripts/content/vite-plugin.ts); an unknown name
// stops the build.
import { DEFAULT_ANNUAL_SAVINGS_PERCENT, FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { businessHoursLines, replyPromise } from "../../contracts/contact.ts";
import { customPlan, plans } from "../../contracts/plans.ts";
import { site } from "../../contracts/site.ts";
import { unbreakable } from "../lib/unbreakable.ts";
import statsData from "./data/stats.json" with { type: "json" };

const [largest] = plans.toSorted((a, b) => b.users - a.users);
if (!largest) throw new Error("contracts/plans.ts has no plan");

const planLine = (p: (typeof plans)[number]) =>
  `${p.name}: ${p.users} usuários, ${p.monthly_protocols} protocolos por mês e ${p.storage_gb} GB de armazenamento${p.isPopular ? " (o mais escolhido)" : ""}`;

const statFigure = (id: string): string => {
  const stat = statsData.stats.find((s) => s.id === id);
  if (!stat) throw new Error(`app/content/data/stats.json: no statistic "${id}"`);
  return `${stat.target}${stat.suffix}`;
};

export const placeholders: Readonly<Record<string, string>> = {
  nomeDoSite: site.name,
  anoDeFundacao: String(site.foundedYear),
  email: site.email,
  telefone: unbreakable(site.phone.display),
  whatsapp: unbreakable(site.whatsapp.display),
  diasDeTeste: String(FREE_TRIAL_DAYS),
  economiaAnual: String(DEFAULT_ANNUAL_SAVINGS_PERCENT),
  listaDePlanos: plans.map(planLine).join("; "),
  maiorPlano: largest.name,
  maiorPlanoUsuarios: String(largest.users),
  maiorPlanoProtocolos: String(largest.monthly_protocols),
  planoPersonalizado: customPlan.features.join(", ").toLowerCase(),
  horarioDeAtendimento: businessHoursLines.join("; ").toLowerCase().replace(/^./, (c) => c.toUpperCase()),
  prazoDeResposta: replyPromise,
  reducaoDeTempo: String(statsData.timeReductionPercent),
  anosDeMercado: String(statsData.yearsInBusiness),
  processosDigitalizados: statFigure("processos"),
  pessoasImpactadas: statFigure("pessoas"),
  folhasEconomizadas: statFigure("folhas"),
  empresasNoEcossistema: statFigure("empresas"),
};

/** `{name}`: a letter, then letters and digits. */
export const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names a text uses that the table does not know. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !Object.hasOwn(placeholders, name));
}

/** Every string of a JSON value with its placeholders replaced; throws on an unknown one. */
export function fillPlaceholders<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      if (!Object.hasOwn(placeholders, name)) throw new Error(`unknown placeholder ${whole}`);
      return placeholders[name]!;
    }) as T;
  }
  if (Array.isArray(value)) return value.map(fillPlaceholders) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v)])) as T;
  }
  return value;
}
