// 'Gerar contrato (PDF)': company, CNPJ, responsible, e-mail and the captcha; the server asks
// its price source again, stores the quote and answers with the PDF, which the browser downloads.
import { useId, useRef, useState, type FormEvent } from "react";
import { QUOTES_PATH } from "../../../contracts/api-paths";
import { isValidCnpj, maskCnpj } from "../../../contracts/cnpj";
import { askField, QUOTE_FIELDS } from "../../../contracts/lead-fields";
import { CAPTCHA_MESSAGES } from "../../../contracts/captcha";
import type { QuoteRequest } from "../../../contracts/quote";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES } from "../../../contracts/quote-options";
import { Button } from "../../components/ui/button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/form-controls";
import { postForBlob } from "../../lib/api-client";
import { downloadBlob } from "../../lib/download";
import { CaptchaField } from "../captcha/captcha-field";
import type { CaptchaHandle } from "../captcha/captcha-widget";
import type { CalculatorConfig } from "./calculator-config";
import { pricingOf } from "./pricing-query";
import { attributionForSubmission } from "../attribution/first-touch";

type FieldName = "company" | "cnpj" | "responsible" | "email";
type Errors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: Record<FieldName, string>): Errors {
  const errors: Errors = {};
  if (values.company.trim().length < 2) errors.company = QUOTE_MESSAGES.company;
  if (!isValidCnpj(values.cnpj)) errors.cnpj = QUOTE_MESSAGES.cnpj;
  if (values.responsible.trim().length < 3) errors.responsible = QUOTE_MESSAGES.responsible;
  if (!EMAIL.test(values.email.trim())) errors.email = QUOTE_MESSAGES.email;
  return errors;
}

const FIELDS: { name: FieldName; label: string; autoComplete: string; type?: string; inputMode?: "text" | "email"; placeholder?: string }[] = [
  { name: "company", label: askField(QUOTE_FIELDS.company), autoComplete: "organization" },
  { name: "cnpj", label: askField(QUOTE_FIELDS.cnpj), autoComplete: "off", placeholder: "00.000.000/0000-00" },
  { name: "responsible", label: askField(QUOTE_FIELDS.responsible), autoComplete: "name" },
  { name: "email", label: askField(QUOTE_FIELDS.email), autoComplete: "email", type: "email", inputMode: "email" },
];

export function ContractForm({ config, onCustom }: { config: CalculatorConfig; onCustom: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({ company: "", cnpj: "", responsible: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: "idle" | "sending" } | { kind: "done"; quoteId: string } | { kind: "error"; message: string; custom?: boolean }>({ kind: "idle" });
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((f) => found[f.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    if (!token) {
      setCaptchaError(CAPTCHA_MESSAGES.missing);
      return;
    }
    setStatus({ kind: "sending" });
    const body: QuoteRequest = {
      pricing: pricingOf(config),
      period: config.period,
      company: values.company.trim(),
      cnpj: values.cnpj,
      responsible: values.responsible.trim(),
      email: values.email.trim(),
      captchaToken: token,
      attribution: attributionForSubmission(),
    };
    // A captcha token is good for one request, whatever its outcome.
    captchaRef.current?.reset();
    setToken(null);
    const result = await postForBlob(QUOTES_PATH, body, { texts: { network: QUOTE_MESSAGES.network, fallback: QUOTE_MESSAGES.network } });
    if (result.ok) {
      const quoteId = result.headers.get(QUOTE_ID_HEADER) ?? "";
      downloadBlob(result.data, `contrato-tramita-${quoteId || "orcamento"}.pdf`);
      setStatus({ kind: "done", quoteId });
      return;
    }
    const fieldErrors: Errors = {};
    for (const f of FIELDS) if (result.fields[f.name]) fieldErrors[f.name] = result.fields[f.name];
    setErrors(fieldErrors);
    const captchaText = result.fields.captchaToken;
    if (captchaText && captchaText !== result.message) setCaptchaError(captchaText);
    setStatus({ kind: "error", message: result.message, custom: result.code === "CUSTOM_PLAN" });
  };

  return (
    <form toolname="request_quote_pdf" tooldescription="Gera o orçamento em PDF com o preço calculado, válido por 30 dias." noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">Dados para o contrato</h3>
      <p className="mt-1 text-sm text-slate-600">Geramos o PDF com o preço calculado pelo nosso servidor, válido por 30 dias.</p>
      <div className="mt-4 grid gap-4">
        {FIELDS.map((f) => (
          <Field key={f.name} id={`${id}-${f.name}`} label={f.label} required error={errors[f.name]}>
            {(control) => (
              <Input
                {...control}
                name={f.name}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                value={values[f.name]}
                onChange={(e) => {
                  const value = f.name === "cnpj" ? maskCnpj(e.target.value) : e.target.value;
                  setValues((v) => ({ ...v, [f.name]: value }));
                  if (errors[f.name]) setErrors((old) => ({ ...old, [f.name]: undefined }));
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <CaptchaField
        form="quote"
        captchaRef={captchaRef}
        setToken={setToken}
        error={captchaError}
        setError={setCaptchaError}
        errorId={`${id}-captcha-error`}
        className="mt-4"
      />
      {status.kind === "error" && (
        <div className="mt-4">
          <ErrorBanner>{status.message}</ErrorBanner>
          {status.custom && (
            <Button variant="outline" size="sm" className="mt-2" onClick={onCustom}>Solicitar proposta</Button>
          )}
        </div>
      )}
      <Button type="submit" className="mt-5 w-full" disabled={status.kind === "sending"}>
        {status.kind === "sending" ? "Gerando contrato..." : "Baixar contrato (PDF)"}
      </Button>
      <div aria-live="polite" className="mt-3 text-sm">
        {status.kind === "done" && (
          <p className="font-medium text-accent-800" data-testid="contract-done">
            {`Contrato gerado (orçamento nº ${status.quoteId}). O download do PDF começou.`}
          </p>
        )}
      </div>
    </form>
  );
}
