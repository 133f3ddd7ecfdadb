// 'Como calculamos': every formula of roi.ts, with the visitor's own numbers filled in.
import { numbers } from "../../content/numbers";
import { formatCents, formatCount, formatDecimal } from "../../../contracts/money";
import { CUSTOM_PLAN_THRESHOLD } from "../../../contracts/plan-tiers";
import { SHEETS_PER_TREE, type RoiResult } from "./roi";
import { monthsText, treesText } from "./roi-text";

interface Formula {
  term: string;
  rule: string;
  worked: string;
}

function formulas(r: RoiResult): Formula[] {
  const i = r.inputs;
  const c = r.current;
  const l = r.left;
  const list: Formula[] = [
    {
      term: "Papel e impressão",
      rule: "documentos por mês × páginas por documento × custo por página",
      worked: `${formatCount(i.documentsPerMonth)} × ${formatCount(i.pagesPerDocument)} × ${formatCents(i.pageCostCents)} = ${formatCents(c.paperCents)} por mês`,
    },
    {
      term: "Motoboy, correio e malote",
      rule: "viagens por mês × custo por viagem",
      worked: `${formatCount(i.courierTripsPerMonth)} × ${formatCents(i.courierTripCostCents)} = ${formatCents(c.courierCents)} por mês`,
    },
    {
      term: "Tempo da equipe",
      rule: "documentos por mês × minutos por documento ÷ 60 × custo por hora",
      worked: `${formatCount(i.documentsPerMonth)} × ${formatCount(i.minutesPerDocument)} ÷ 60 × ${formatCents(i.hourlyCostCents)} = ${formatCents(c.staffCents)} por mês`,
    },
    {
      term: "Arquivo físico",
      rule: "custo mensal informado",
      worked: `${formatCents(c.archiveCents)} por mês`,
    },
    {
      term: "Custo atual",
      rule: "papel + malote + tempo + arquivo",
      worked: `${formatCents(c.totalCents)} por mês`,
    },
    {
      term: "Custo que continua com o Tramita",
      rule: "cada custo × (100% − a redução da premissa correspondente)",
      worked: `papel ${formatCents(l.paperCents)} (−${i.printReductionPercent}%) + malote ${formatCents(l.courierCents)} (−${i.courierReductionPercent}%) + tempo ${formatCents(l.staffCents)} (−${i.timeReductionPercent}%) + arquivo ${formatCents(l.archiveCents)} (−${i.archiveReductionPercent}%) = ${formatCents(l.totalCents)} por mês`,
    },
    {
      term: "Economia mensal",
      rule: "custo atual − custo que continua",
      worked: `${formatCents(c.totalCents)} − ${formatCents(l.totalCents)} = ${formatCents(r.monthlySavingsCents)}; por ano, × 12 = ${formatCents(r.yearlySavingsCents)}`,
    },
    {
      term: "Horas economizadas",
      rule: "documentos por mês × minutos por documento × redução de tempo ÷ 60",
      worked: `${formatCount(i.documentsPerMonth)} × ${formatCount(i.minutesPerDocument)} × ${i.timeReductionPercent}% ÷ 60 = ${formatDecimal(r.hoursSavedPerMonth, 1)} horas por mês`,
    },
    {
      term: "Folhas e árvores",
      rule: `documentos × páginas × redução de impressão (uma página por folha); árvores = folhas por ano ÷ ${formatCount(SHEETS_PER_TREE)}`,
      worked: `${formatCount(r.sheetsSavedPerMonth)} folhas por mês, ${formatCount(r.sheetsSavedPerYear)} por ano = ${treesText(r.treesSavedPerYear)}. Usamos a estimativa comum de que uma árvore de eucalipto rende cerca de ${formatCount(SHEETS_PER_TREE)} folhas A4 (20 resmas).`,
    },
  ];
  if (r.plan) {
    list.push(
      {
        term: "Retorno do investimento (payback)",
        rule: "valor do plano anual, pago de uma vez ÷ economia mensal",
        worked:
          r.paybackMonths === null
            ? `${formatCents(r.plan.annualTotalCents)} ÷ ${formatCents(r.monthlySavingsCents)}: sem economia mensal, o plano não se paga com estes números.`
            : `${formatCents(r.plan.annualTotalCents)} ÷ ${formatCents(r.monthlySavingsCents)} = ${monthsText(r.paybackMonths)}`,
      },
      {
        term: "Economia líquida no ano",
        rule: "economia anual − plano anual",
        worked: `${formatCents(r.yearlySavingsCents)} − ${formatCents(r.plan.annualTotalCents)} = ${formatCents(r.netYearlySavingsCents!)}`,
      },
      {
        term: "Custo acumulado (gráfico)",
        rule: "sem o Tramita: custo atual × meses; com o Tramita: custo que continua × meses + o plano anual no início de cada ano",
        worked: `no mês 1: ${formatCents(r.cumulative[0]!.withoutCents)} sem e ${formatCents(r.cumulative[0]!.withCents!)} com o Tramita`,
      },
    );
  }
  return list;
}

export function RoiHowWeCalculate({ result }: { result: RoiResult }) {
  return (
    <section aria-labelledby="como-calculamos" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8 print:break-before-page print:border-0 print:bg-white print:p-0">
      <h2 id="como-calculamos" className="text-2xl font-bold text-slate-900">Como calculamos</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Nenhum número escondido: estas são todas as contas, já com os valores que você informou. As reduções são premissas que você pode mudar acima. {`A de tempo parte dos ${numbers.timeReductionPercent}% de redução de tempo que divulgamos; as demais são estimativas nossas. Ajuste todas à realidade da sua empresa.`}
      </p>
      <dl className="mt-6 grid gap-x-8 gap-y-5 md:grid-cols-2">
        {formulas(result).map((f) => (
          <div key={f.term} className="min-w-0">
            <dt className="font-semibold text-slate-900">{f.term}</dt>
            <dd className="mt-1 text-sm text-slate-600">{f.rule}</dd>
            <dd className="mt-1 text-sm break-words text-slate-900 tabular-nums">{f.worked}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-600">
        O plano indicado é o menor que comporta o número de pessoas (usuários) e de documentos por mês (protocolos); o preço vem da mesma tabela da nossa calculadora de preços, no plano anual. {`Acima de ${CUSTOM_PLAN_THRESHOLD.users} usuários ou ${formatCount(CUSTOM_PLAN_THRESHOLD.monthly_protocols)} protocolos por mês,`} o plano é personalizado e o preço sai em uma proposta.
      </p>
    </section>
  );
}
