// The ROI calculator: inputs, the result as you type, the cumulative-cost chart and every
// formula. The inputs live in the URL query (a result can be shared); the URL is read after
// hydration, so the prerendered HTML shows the default calculation.
import { ArrowDown } from "lucide-react";
import { useRef } from "react";
import { formatCents } from "../../../contracts/money";
import { ShareResultActions } from "../../components/share-result-actions";
import { TooltipProvider } from "../../components/ui/tooltip";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { useObserved } from "../../hooks/use-observed";
import { useSearchState } from "../../hooks/use-search-state";
import { QuantityField } from "../price-calculator/quantity-field";
import { CumulativeCostChart } from "./cumulative-cost-chart";
import { MoneyField } from "./money-field";
import { calculateRoi, DEFAULT_ROI_INPUTS, ROI_INPUT_LIMITS, type RoiInputName } from "./roi";
import { RoiHowWeCalculate } from "./roi-how-we-calculate";
import { RoiResults } from "./roi-results";
import { ROI_FIELD_GROUPS } from "./roi-fields";
import { roiInputsFromSearch, searchFromRoiInputs } from "./roi-url";
import { usePlanPrice } from "./use-plan-price";

const HORIZONS = [12, 18, 24] as const;
const intersections = (report: (entries: IntersectionObserverEntry[]) => void) => new IntersectionObserver(report);
const isBelowScreen = (entry: IntersectionObserverEntry) => !entry.isIntersecting && entry.boundingClientRect.top > 0;

export function RoiCalculator() {
  const [inputs, setInputs, ready] = useSearchState(DEFAULT_ROI_INPUTS, roiInputsFromSearch, searchFromRoiInputs);
  const { openContactModal } = useContactModal();

  // On phones the result comes after the inputs: while it is still below the screen, a
  // small live summary follows the visitor and jumps to it.
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsBelow = useObserved(resultsRef, intersections, isBelowScreen, false);

  const plan = usePlanPrice(inputs.people, inputs.documentsPerMonth, ready);
  const result = calculateRoi(inputs, plan.status === "ready" ? plan.price : null);
  const set = (name: RoiInputName) => (value: number) => {
    setInputs((current) => ({ ...current, [name]: value }));
  };

  return (
    <TooltipProvider>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start print:block">
        <div className="grid min-w-0 gap-8 print:hidden">
          {ROI_FIELD_GROUPS.map((group) => (
            <fieldset key={group.legend} className="grid min-w-0 gap-4">
              <legend className="mb-3 text-lg font-bold text-slate-900">{group.legend}</legend>
              {group.description && <p className="-mt-2 text-sm text-slate-600">{group.description}</p>}
              {group.fields.map((field) =>
                field.kind === "money" ? (
                  <MoneyField
                    key={field.name}
                    label={field.label}
                    hint={field.hint}
                    cents={inputs[field.name]}
                    maxCents={ROI_INPUT_LIMITS[field.name].max}
                    onChange={set(field.name)}
                  />
                ) : (
                  <QuantityField
                    key={field.name}
                    label={field.label}
                    hint={field.hint}
                    value={inputs[field.name]}
                    {...ROI_INPUT_LIMITS[field.name]}
                    sliderMax={field.sliderMax}
                    sliderStep={field.sliderStep}
                    unit={field.unit}
                    valueText={field.valueText}
                    onChange={set(field.name)}
                  />
                ),
              )}
            </fieldset>
          ))}
        </div>

        <div id="roi-resultado" ref={resultsRef} className="grid min-w-0 scroll-mt-20 gap-4 lg:sticky lg:top-24">
          <RoiResults result={result} plan={plan} onProposal={openContactModal} />
          <ShareResultActions />
        </div>
      </div>

      <section aria-labelledby="roi-grafico" className="mt-12 rounded-2xl border border-slate-200 p-5 sm:p-8 print:border-0 print:p-0">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="roi-grafico" className="text-2xl font-bold text-slate-900">Custo acumulado</h2>
            <p className="mt-1 text-slate-700">O que você gasta mês a mês, somado, sem e com o Tramita (incluindo o plano anual).</p>
          </div>
          <fieldset className="print:hidden">
            <legend className="text-sm font-medium text-slate-900">Período</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {HORIZONS.map((h) => (
                <label key={h} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm whitespace-nowrap has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-brand-600">
                  <input
                    type="radio"
                    name="roi-horizon"
                    value={h}
                    checked={inputs.horizonMonths === h}
                    onChange={() => set("horizonMonths")(h)}
                    className="accent-brand-700"
                  />
                  {`${h} meses`}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="mt-6">
          <CumulativeCostChart points={result.cumulative} planName={result.plan?.name ?? null} />
        </div>
      </section>

      <div className="mt-12">
        <RoiHowWeCalculate result={result} />
      </div>

      {resultsBelow && (
        <a
          href="#roi-resultado"
          className="fixed right-4 bottom-4 z-30 flex items-center gap-2 rounded-full bg-brand-800 px-4 py-3 text-sm font-semibold text-white shadow-lg lg:hidden print:hidden"
        >
          <span>{`Economia: ${formatCents(result.monthlySavingsCents)}/mês`}</span>
          <ArrowDown aria-hidden="true" className="size-4" />
          <span className="sr-only">Ver o resultado</span>
        </a>
      )}
    </TooltipProvider>
  );
}
