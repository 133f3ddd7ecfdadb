// The one table of figures content text may name as {placeholder}: every value comes from
// the module that owns it (contracts, the "Números" file numbers.json), so a text never
// drifts from the rest of the site. Resolved at build time (scripts/content/vite-plugin.ts); an unknown name
// stops the build.
import { DEFAULT_ANNUAL_SAVINGS_PERCENT, FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { businessHoursLines, replyPromise } from "../../contracts/contact.ts";
import { customPlan, plans } from "../../contracts/plans.ts";
import { site } from "../../contracts/site.ts";
import { unbreakable } from "../lib/unbreakable.ts";
import { figureInWords, figureShort, numbers } from "./numbers.ts";

const [largest] = plans.toSorted((a, b) => b.users - a.users);
if (!largest) throw new Error("contracts/plans.ts has no plan");

const planLine = (p: (typeof plans)[number]) =>
  `${p.name}: ${p.users} usuários, ${p.monthly_protocols} protocolos por mês e ${p.storage_gb} GB de armazenamento${p.isPopular ? " (o mais escolhido)" : ""}`;

export const placeholders: Readonly<Record<string, string>> = {
  nomeDoSite: site.name,
  anoDeFundacao: String(numbers.foundedYear),
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
  reducaoDeTempo: String(numbers.timeReductionPercent),
  anosDeMercado: String(numbers.yearsInBusiness),
  processosDigitalizados: figureShort(numbers.figures.processos),
  pessoasImpactadas: figureShort(numbers.figures.pessoas),
  folhasEconomizadas: figureShort(numbers.figures.folhas),
  empresasNoEcossistema: figureShort(numbers.figures.empresas),
  processos: figureInWords(numbers.figures.processos),
  pessoas: figureInWords(numbers.figures.pessoas),
  folhas: figureInWords(numbers.figures.folhas),
  empresas: figureInWords(numbers.figures.empresas),
};

/** `{name}`: a letter, then letters and digits. */
export const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Whether the table gives `name` a value: an unknown name, or one whose value is empty, is not. */
const hasValue = (table: Readonly<Record<string, string>>, name: string) => Object.hasOwn(table, name) && table[name]!.trim() !== "";

/** The names a text uses that the table does not know or leaves empty. */
export function unknownPlaceholders(text: string, table = placeholders): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !hasValue(table, name));
}

/** Every string of a JSON value with its placeholders replaced; throws on an unknown one. */
export function fillPlaceholders<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      if (!hasValue(placeholders, name)) throw new Error(`placeholder sem valor ${whole}`);
      return placeholders[name]!;
    }) as T;
  }
  if (Array.isArray(value)) return value.map(fillPlaceholders) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v)])) as T;
  }
  return value;
}
