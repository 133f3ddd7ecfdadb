import { ANNUAL_DISCOUNT_PERCENT, EXTRA_STORAGE_GB_CENTS, PRICE_LINE_LABELS } from "../../../contracts/pricing-options";
import { CUSTOM_PLAN_THRESHOLD } from "../../../contracts/plan-tiers";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { formatCents } from "../../../contracts/money";
import { useOwnPriceTable } from "../../lib/runtime-config";

/** The model as the price table applies it; `ownTable` false: without its figures (the platform prices). */
const linesFor = (ownTable: boolean) => [
  { term: PRICE_LINE_LABELS.base, text: "O valor fixo do plano indicado (Prata, Ouro ou Diamante). Cobre os usuários, os protocolos e o armazenamento do plano." },
  { term: PRICE_LINE_LABELS.users, text: "Não são cobrados um a um: se você precisar de mais usuários do que o plano inclui, o cálculo passa para o plano seguinte." },
  { term: PRICE_LINE_LABELS.protocols, text: "Funcionam como os usuários: o limite do plano está incluído, e passar dele leva ao plano seguinte." },
  {
    term: PRICE_LINE_LABELS.storage,
    text: `Cada GB além do incluído no plano ${ownTable ? `custa ${formatCents(EXTRA_STORAGE_GB_CENTS)}` : "é cobrado"} por mês. O armazenamento nunca muda o plano.`,
  },
  { term: "Módulos opcionais", text: "Cada módulo tem um preço mensal fixo, igual em todos os planos." },
  {
    term: "Plano anual",
    text: `12 meses com ${ownTable ? `${ANNUAL_DISCOUNT_PERCENT}% de ` : ""}desconto sobre o total mensal, cobrados de uma vez. O valor por mês mostrado é o total anual dividido por 12.`,
  },
  { term: "Plano personalizado", text: `Acima de ${CUSTOM_PLAN_THRESHOLD.users} usuários ou de ${CUSTOM_PLAN_THRESHOLD.monthly_protocols} protocolos por mês, montamos uma proposta sob medida.` },
];

export function HowWeCalculate() {
  const lines = linesFor(useOwnPriceTable());
  return (
    <section aria-labelledby="como-calculamos" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="como-calculamos" className="text-2xl font-bold text-slate-900">Como calculamos</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {`O preço vem do mesmo cálculo que usamos no contrato. Todos os planos começam com ${FREE_TRIAL_DAYS} dias de teste grátis.`}
      </p>
      <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.term}>
            <dt className="font-semibold text-slate-900">{line.term}</dt>
            <dd className="mt-1 text-slate-700">{line.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
