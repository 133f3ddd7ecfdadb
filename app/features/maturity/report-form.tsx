// 'Receber o relatório por e-mail': optional. Name, company, e-mail, explicit consent and
// the captcha; validated with the contract's schema, sent to POST /api/maturity-report with
// the answers only (the server scores them itself).
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConsentCheckbox } from "../../components/consent-checkbox";
import type { MaturityReportFields } from "../../../contracts/maturity-report";
import { maturityReportEndpoint } from "../../../contracts/endpoints/maturity-report";
import { CONTACT_FIELDS } from "../../../contracts/lead-fields";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { site } from "../../../contracts/site";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { CaptchaField } from "../captcha/captcha-field";
import { MailingOptIn } from "../mailing-consent/mailing-opt-in";
import { Honeypot } from "../../components/ui/form-controls";
import { useProtectedForm } from "../../lib/use-protected-form";
import { ContactTextField } from "../contact-form/contact-text-field";

const FIELDS = ["name", "company", "email", "consent"] as const;
const id = (name: string) => `relatorio-${name}`;
const resolver = lazyZodResolver<MaturityReportFields>(() => import("../../../contracts/maturity-report").then((m) => m.maturityReportFieldsSchema));
/** Failures without a server text speak of the 'relatório', not of a 'solicitação'. */
export function ReportForm({ answers }: { answers: string }) {
  const form = useForm<MaturityReportFields>({
    resolver,
    mode: "onTouched",
    defaultValues: { name: "", company: "", email: "", consent: false as unknown as true },
  });
  const { register, formState: { errors } } = form;
  const { submit, onSubmit, busy: sending, failure, captchaField, honeypot, mailingOptIn } = useProtectedForm(maturityReportEndpoint, form, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(fields: MaturityReportFields) {
    const result = await submit({ ...fields, answers });
    if (result?.ok) setSentTo(fields.email);
  }

  if (sentTo !== null) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-accent-600/40 bg-accent-50 p-4 text-accent-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="block">Relatório enviado.</strong>
          {`Enviamos o relatório para ${sentTo}. Se não aparecer em alguns minutos, confira a caixa de spam.`}
        </p>
      </div>
    );
  }

  return (
    <form toolname="send_maturity_report" tooldescription="Envia por e-mail o relatório da avaliação de maturidade digital." noValidate onSubmit={onSubmit(send)} aria-busy={sending} className="grid gap-4">
      <fieldset disabled={sending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Seus dados</legend>
        {(["name", "company", "email"] as const).map((detail) => (
          <ContactTextField
            key={detail}
            id={id(detail)}
            detail={detail}
            label={CONTACT_FIELDS[detail].label}
            registration={register(detail)}
            error={errors[detail]?.message}
            className={detail === "email" ? "sm:col-span-2" : undefined}
          />
        ))}
        <ConsentCheckbox
          id={id("consent")}
          registration={register("consent")}
          error={errors.consent?.message}
          className="sm:col-span-2"
          text={`Autorizo o ${site.name} a usar meu nome, empresa e e-mail para me enviar este relatório e entrar em contato sobre ele. Posso pedir a exclusão dos meus dados a qualquer momento, como explica a `}
        />
        <MailingOptIn id={id("mailing-consent")} ref={mailingOptIn} className="sm:col-span-2" />
        <Honeypot ref={honeypot} />
        <CaptchaField {...captchaField} className="sm:col-span-2" />
      </fieldset>
      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      <div>
        <BusyButton type="submit" size="lg" className="w-full sm:w-auto" busy={sending} busyLabel="Enviando...">
          Enviar relatório
        </BusyButton>
      </div>
    </form>
  );
}
