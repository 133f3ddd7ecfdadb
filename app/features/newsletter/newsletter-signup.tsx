// 'Receba os novos artigos': the blog's newsletter form at the end of each post and on /blog.
// E-mail, the explicit consent (contracts/newsletter.ts: the text is the proof the server
// keeps) and the captcha; the answer is the same whether the address is new, pending or
// already subscribed, and so is what this form says.
import { CircleCheck, Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConsentCheckbox } from "../../components/consent-checkbox";
import { newsletterEndpoint } from "../../../contracts/endpoints/newsletter";
import type { NewsletterFields } from "../../../contracts/newsletter";
import { NEWSLETTER_CONFIRM_TTL_DAYS, NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from "../../../contracts/newsletter-options";
import { CONTACT_FIELDS } from "../../../contracts/lead-fields";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Honeypot } from "../../components/ui/form-controls";
import { useProtectedForm } from "../../lib/use-protected-form";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { CaptchaField } from "../captcha/captcha-field";
import { ContactTextField } from "../contact-form/contact-text-field";

const FIELDS = ["email", "consent"] as const;
const resolver = lazyZodResolver<NewsletterFields>(() => import("../../../contracts/newsletter").then((m) => m.newsletterFieldsSchema));

/** `idPrefix` keeps the ids unique where a page could hold two forms. */
export function NewsletterSignup({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const form = useForm<NewsletterFields>({ resolver, mode: "onTouched", defaultValues: { email: "", consent: false as unknown as true } });
  const { register, formState: { errors } } = form;
  const { submit, onSubmit, busy, failure, captchaField, honeypot } = useProtectedForm(newsletterEndpoint, form, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(fields: NewsletterFields) {
    const result = await submit({ ...fields, consentVersion: NEWSLETTER_CONSENT_VERSION });
    if (result?.ok) setSentTo(fields.email);
  }

  return (
    <section aria-labelledby={id("titulo")} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id={id("titulo")} className="text-xl font-bold text-slate-900">Receba os novos artigos por e-mail</h2>
          <p className="mt-1 text-slate-700">Um e-mail quando sair um artigo novo no blog. Sem propaganda, e você cancela com um clique.</p>
        </div>
      </div>
      {sentTo !== null ? (
        <div role="status" className="mt-6 flex items-start gap-3 rounded-xl border border-accent-600/40 bg-accent-50 p-4 text-accent-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">Confira o seu e-mail.</strong>
            {`Se ${sentTo} ainda não estiver inscrito, enviamos para ele um link de confirmação, válido por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias. A inscrição só vale depois de confirmada.`}
          </p>
        </div>
      ) : (
        <form toolname="subscribe_newsletter" tooldescription="Inscreve um e-mail na newsletter do blog, com confirmação por e-mail." noValidate onSubmit={onSubmit(send)} aria-busy={busy} className="mt-6 grid gap-4">
          <fieldset disabled={busy} className="grid min-w-0 gap-4">
            <legend className="sr-only">Inscrição na newsletter</legend>
            <ContactTextField id={id("email")} detail="email" label={CONTACT_FIELDS.email.label} registration={register("email")} error={errors.email?.message} />
            <ConsentCheckbox
              id={id("consent")}
              registration={register("consent")}
              error={errors.consent?.message}
              text={`${NEWSLETTER_CONSENT_TEXT} Veja como tratamos os seus dados na `}
            />
            <Honeypot ref={honeypot} />
            <CaptchaField {...captchaField} />
          </fieldset>
          {failure && <ErrorBanner>{failure}</ErrorBanner>}
          <div>
            <BusyButton type="submit" size="lg" className="w-full sm:w-auto" busy={busy} busyLabel="Enviando...">
              Quero receber
            </BusyButton>
          </div>
        </form>
      )}
    </section>
  );
}
