// The calculator: inputs on the left, the pricing API's answer on the right. Every change
// is written to the URL query (a quote link can be shared) and priced through TanStack
// Query. The URL is read after hydration: the prerendered HTML shows the defaults.
import { useEffect, useId, useState } from "react";
import { DEFAULT_ANNUAL_SAVINGS_PERCENT } from "../../../contracts/landing";
import { orderModules, PRICING_INPUT_LIMITS } from "../../../contracts/pricing-options";
import { CUSTOM_PLAN_THRESHOLD } from "../../../contracts/plan-tiers";
import { CopyLinkButton } from "../../components/copy-link-button";
import { useSearchState } from "../../hooks/use-search-state";
import { lazyModule, useLazyModule } from "../../lib/lazy-module";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { BillingToggle } from "../pricing/billing-toggle";
import { configFromSearch, DEFAULT_CONFIG, searchFromConfig, type CalculatorConfig } from "./calculator-config";
import { ModuleToggles } from "./module-toggles";
import { formatCount } from "../../../contracts/money";
import { PriceSummary } from "./price-summary";
import { useCalculatorQuote } from "./pricing-query";
import { QuantityField } from "./quantity-field";
import { signupHref } from "./signup-href";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The contract form (its form kit and captcha) loads when the visitor asks for a contract, not with the page. */
const contractForm = lazyModule(() => import("./contract-form"));

export function PriceCalculator({ onSignupHrefChange }: { onSignupHrefChange?: (href: string) => void }) {
  const [config, setConfig, ready] = useSearchState(DEFAULT_CONFIG, configFromSearch, searchFromConfig);
  const [contractOpen, setContractOpen] = useState(false);
  const contract = useLazyModule(contractForm);
  const contractFormId = useId();
  const { openContactModal } = useContactModal();

  const query = useCalculatorQuote(config, ready);
  const update = (patch: Partial<CalculatorConfig>) => setConfig((c) => ({ ...c, ...patch }));
  const custom = query.data?.custom === true;
  const href = signupHref(query.data?.tier, config.period);
  // The badge reads the answer's saving; the spec's default until a priced answer arrives.
  const savingsPercentage = query.data && !query.data.custom ? Math.round(query.data.percentageSavings) : DEFAULT_ANNUAL_SAVINGS_PERCENT;
  useEffect(() => onSignupHrefChange?.(href), [href, onSignupHrefChange]);

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <QuantityField
          label="Usuários"
          hint={`Pessoas que usam o sistema. Acima de ${CUSTOM_PLAN_THRESHOLD.users}, plano personalizado.`}
          value={config.users}
          min={PRICING_INPUT_LIMITS.users.min}
          max={PRICING_INPUT_LIMITS.users.max}
          sliderMax={20}
          valueText={(n) => plural(n, "usuário", "usuários")}
          onChange={(users) => update({ users })}
        />
        <QuantityField
          label="Protocolos por mês"
          hint={`Documentos e correspondências registrados por mês. Acima de ${CUSTOM_PLAN_THRESHOLD.monthly_protocols}, plano personalizado.`}
          value={config.monthlyProtocols}
          min={PRICING_INPUT_LIMITS.monthly_protocols.min}
          max={PRICING_INPUT_LIMITS.monthly_protocols.max}
          sliderMax={600}
          sliderStep={10}
          valueText={(n) => plural(n, "protocolo por mês", "protocolos por mês")}
          onChange={(monthlyProtocols) => update({ monthlyProtocols })}
        />
        <QuantityField
          label="Armazenamento"
          hint="Espaço para arquivos e anexos, em GB. O que passar do incluído no plano é cobrado por GB."
          value={config.storageGb}
          min={PRICING_INPUT_LIMITS.storage_gb.min}
          max={PRICING_INPUT_LIMITS.storage_gb.max}
          sliderMax={100}
          unit="GB"
          valueText={(n) => `${formatCount(n)} GB`}
          onChange={(storageGb) => update({ storageGb })}
        />
        <ModuleToggles
          selected={config.modules}
          onToggle={(id, on) => setConfig((c) => ({ ...c, modules: orderModules(on ? [...c.modules, id] : c.modules.filter((m) => m !== id)) }))}
        />
      </div>

      <div className="min-w-0 lg:sticky lg:top-24">
        <div className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
          <p className="mb-3 text-center text-sm font-semibold text-slate-900">Cobrança</p>
          <BillingToggle period={config.period} onChange={(period) => update({ period })} savingsPercentage={savingsPercentage} />
        </div>
        <PriceSummary
          quote={query.data}
          period={config.period}
          pending={!query.settled}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          onProposal={openContactModal}
          onContract={() => {
            contractForm.load().catch(() => undefined);
            setContractOpen((o) => !o);
          }}
          contractOpen={contractOpen && !custom}
          contractFormId={contractFormId}
        />
        <div id={contractFormId}>
          {contractOpen && !custom && query.data && contract && <contract.ContractForm config={config} onCustom={openContactModal} />}
        </div>
        <CopyLinkButton className="mt-4 w-full">Copiar link da simulação</CopyLinkButton>
      </div>
    </div>
  );
}
