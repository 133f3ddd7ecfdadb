// 'Gerar contrato (PDF)': company, CNPJ, responsible, e-mail and the captcha; the server asks
// its price source again, stores the quote and answers with the PDF, which the browser downloads.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { maskCnpj } from "../../../contracts/cnpj";
import { quoteEndpoint } from "../../../contracts/endpoints/quote";
import { askField } from "../../../contracts/lead-fields";
import { QUOTE_FIELDS } from "../../../contracts/endpoints/quote";
import type { QuoteFields } from "../../../contracts/quote";
import { QUOTE_ID_HEADER } from "../../../contracts/quote-options";
import { Button } from "../../components/ui/button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Field } from "../../components/ui/field";
import { Honeypot, Input } from "../../components/ui/form-controls";
import { downloadBlob } from "../../lib/download";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { useProtectedForm } from "../../lib/use-protected-form";
import { CaptchaField } from "../captcha/captcha-field";
import { MailingOptIn } from "../mailing-consent/mailing-opt-in";
import type { CalculatorConfig } from "./calculator-config";
import { pricingOf } from "./pricing-query";

type FieldName = keyof QuoteFields;

/** The server's own schema for these fields (contracts/quote.ts), loaded on the first check. */
const resolver = lazyZodResolver<QuoteFields>(() => import("../../../contracts/quote").then((m) => m.quoteFieldsSchema));

const FIELDS: { name: FieldName; label: string; autoComplete: string; type?: string; inputMode?: "text" | "email"; placeholder?: string }[] = [
  { name: "company", label: askField(QUOTE_FIELDS.company), autoComplete: "organization" },
  { name: "cnpj", label: askField(QUOTE_FIELDS.cnpj), autoComplete: "off", placeholder: "00.000.000/0000-00" },
  { name: "responsible", label: askField(QUOTE_FIELDS.responsible), autoComplete: "name" },
  { name: "email", label: askField(QUOTE_FIELDS.email), autoComplete: "email", type: "email", inputMode: "email" },
];
const FIELD_ORDER = FIELDS.map((f) => f.name);

export function ContractForm({ config, onCustom }: { config: CalculatorConfig; onCustom: () => void }) {
  const id = useId();
  const form = useForm<QuoteFields>({ resolver, mode: "onTouched", defaultValues: { company: "", cnpj: "", responsible: "", email: "" } });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const { submit, onSubmit, busy, failure, captchaField, honeypot, mailingOptIn, bannerRef } = useProtectedForm(quoteEndpoint, form, FIELD_ORDER);
  const [done, setDone] = useState<string | null>(null);
  const [custom, setCustom] = useState(false);

  async function send(fields: QuoteFields) {
    setDone(null);
    const result = await submit({ ...fields, pricing: pricingOf(config), period: config.period });
    setCustom(result?.ok === false && result.code === "CUSTOM_PLAN");
    if (!result?.ok) return;
    const quoteId = result.headers.get(QUOTE_ID_HEADER) ?? "";
    downloadBlob(result.data, `contrato-tramita-${quoteId || "orcamento"}.pdf`);
    setDone(quoteId);
  }

  return (
    <form toolname="request_quote_pdf" tooldescription="Gera o orçamento em PDF com o preço calculado, válido por 30 dias." noValidate onSubmit={onSubmit(send)} aria-busy={busy} aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">Dados para o contrato</h3>
      <p className="mt-1 text-sm text-slate-600">Geramos o PDF com o preço calculado pelo nosso servidor, válido por 30 dias.</p>
      <div className="mt-4 grid gap-4">
        {FIELDS.map((f) => (
          <Field key={f.name} id={`${id}-${f.name}`} label={f.label} required error={errors[f.name]?.message}>
            {(control) => (
              <Input
                {...control}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                {...register(f.name, f.name === "cnpj" ? { onChange: (e) => setValue("cnpj", maskCnpj(e.target.value)) } : {})}
              />
            )}
          </Field>
        ))}
      </div>
      <MailingOptIn id={`${id}-mailing-consent`} ref={mailingOptIn} className="mt-4" />
      <Honeypot ref={honeypot} />
      <CaptchaField {...captchaField} errorId={`${id}-captcha-error`} className="mt-4" />
      {failure && (
        <div className="mt-4">
          <ErrorBanner ref={bannerRef}>{failure}</ErrorBanner>
          {custom && (
            <Button variant="outline" size="sm" className="mt-2" onClick={onCustom}>Solicitar proposta</Button>
          )}
        </div>
      )}
      <Button type="submit" className="mt-5 w-full" disabled={busy}>
        {busy ? "Gerando contrato..." : "Baixar contrato (PDF)"}
      </Button>
      <div aria-live="polite" className="mt-3 text-sm">
        {done !== null && (
          <p className="font-medium text-accent-800" data-testid="contract-done">
            {`Contrato gerado (orçamento nº ${done}). O download do PDF começou.`}
          </p>
        )}
      </div>
    </form>
  );
}
