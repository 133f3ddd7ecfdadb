// /signup's form (spec §2, §3): name, work e-mail, company, phone, password with its strength
// hint, acceptance of the terms and privacy policy, and the captcha. Validates with the
// contract's schema; the server validates the same again.
import { useForm, useWatch } from "react-hook-form";
import { href, Link } from "react-router";
import type { PlanChoice, SignupFields } from "../../../contracts/account";
import { askField } from "../../../contracts/lead-fields";
import { SIGNUP_FIELDS } from "../../../contracts/endpoints/signup";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { signupEndpoint } from "../../../contracts/endpoints/signup";
import { BusyButton } from "../../components/ui/busy-button";
import { useProtectedForm } from "../../lib/use-protected-form";
import { ErrorBanner } from "../../components/ui/error-banner";
import { CaptchaField } from "../captcha/captcha-field";
import { MailingOptIn } from "../mailing-consent/mailing-opt-in";
import { Honeypot } from "../../components/ui/form-controls";
import { Checkbox } from "../../components/ui/checkbox";
import { Field, RequiredFieldsNote } from "../../components/ui/field";
import { ContactDetailsFields } from "../contact-form/contact-details-fields";
import { phoneTypedBeforeHydration } from "../phone-input/phone-mask";
import { PasswordField } from "./password-field";

const FIELD_ORDER = ["name", "email", "company", "phone", "password", "acceptTerms"] as const;
type FieldName = (typeof FIELD_ORDER)[number];
const FIELD_IDS = Object.fromEntries(FIELD_ORDER.map((name) => [name, `signup-${name}`])) as Record<FieldName, string>;
const CONTACT_DETAILS = (["name", "email", "company", "phone"] as const).map((name) => ({ name, label: askField(SIGNUP_FIELDS[name]) }));
const resolver = lazyZodResolver<SignupFields>(() => import("../../../contracts/account").then((m) => m.signupFieldsSchema));

export function SignupForm({ plan, onCreated }: { plan: PlanChoice; onCreated: (email: string) => void }) {
  const form = useForm<SignupFields>({
    resolver,
    mode: "onTouched",
    defaultValues: { name: "", email: "", company: "", phone: "", password: "", acceptTerms: false as unknown as true },
  });
  const { register, control, formState: { errors } } = form;
  const password = useWatch({ control, name: "password" });
  const { submit, onSubmit, busy: submitting, failure, captchaField, honeypot, mailingOptIn } = useProtectedForm(signupEndpoint, form, FIELD_ORDER);
  const field = (name: FieldName) => ({ id: FIELD_IDS[name], error: errors[name]?.message });
  // The form is the page's first screen, prerendered: what is typed before hydration stays.
  // A reset, not setValue: it re-renders every watcher (the password's strength meter) even
  // before react-hook-form counts the form as mounted.
  useTypedBeforeHydration(FIELD_IDS, ({ phone, ...typed }) => {
    const kept = typeof phone === "string" ? { ...typed, phone: phoneTypedBeforeHydration(phone) } : typed;
    form.reset({ ...form.getValues(), ...kept } as SignupFields, { keepDefaultValues: true });
  });

  async function send(fields: SignupFields) {
    const result = await submit({ ...fields, plan });
    if (result?.ok) onCreated(fields.email.trim());
  }

  return (
    <form toolname="start_free_trial" tooldescription="Cria uma conta de teste grátis no plano escolhido." noValidate onSubmit={onSubmit(send)} aria-busy={submitting} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <RequiredFieldsNote className="mb-5" />
      <fieldset disabled={submitting} className="grid min-w-0 grid-cols-1 gap-x-4 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">Seus dados</legend>
        <ContactDetailsFields form={form} idPrefix="signup" fields={CONTACT_DETAILS} />
        <Field {...field("password")} label="Crie uma senha" required className="sm:col-span-2">
          {(c) => <PasswordField {...c} {...register("password")} value={password} />}
        </Field>

        <Checkbox
          {...field("acceptTerms")}
          {...register("acceptTerms")}
          required
          className="sm:col-span-2"
          label={
            <>
              Li e aceito os{" "}
              <Link to={href("/termos-de-uso")} target="_blank" className="font-medium text-brand-700 underline hover:text-brand-800">
                Termos de Uso<span className="sr-only"> (abre em nova aba)</span>
              </Link>{" "}
              e a{" "}
              <Link to={href("/privacidade")} target="_blank" className="font-medium text-brand-700 underline hover:text-brand-800">
                Política de Privacidade<span className="sr-only"> (abre em nova aba)</span>
              </Link>
            </>
          }
        />
        <MailingOptIn id="cadastro-mailing-consent" ref={mailingOptIn} className="sm:col-span-2" />
        <Honeypot ref={honeypot} />
        <CaptchaField {...captchaField} className="sm:col-span-2" />
      </fieldset>

      {failure ? <ErrorBanner className="mt-5">{failure}</ErrorBanner> : null}

      <BusyButton type="submit" size="lg" className="mt-6 w-full" busy={submitting} busyLabel="Criando sua conta...">
        Criar conta e começar o teste
      </BusyButton>
      <p className="mt-4 text-center text-sm text-slate-600">
        Já tem conta?{" "}
        <Link to={href("/login")} className="font-medium text-brand-700 underline hover:text-brand-800">
          Entrar
        </Link>
      </p>
    </form>
  );
}
