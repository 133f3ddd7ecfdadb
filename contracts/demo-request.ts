// spec §3 'Demo request', §5 validation: the one schema the contact form and
// POST /api/demo-request both use. Values and labels are the spec's, as listed.
import { enum as oneOf, int, object, optional, type infer as Infer } from "zod";
import { conversionGuards } from "./form-guards.ts";
import { isValidInternationalPhone } from "./phone.ts";
import { emailAddress, requiredMultiLineText, requiredText } from "./text.ts";
import {
  DEMO_REQUEST_LIMITS,
  PREFERRED_DAY_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  PROTOCOL_USERS_OPTIONS,
  SOLUTION_OPTIONS,
  VOLUME_OPTIONS,
  type Option,
} from "./demo-request-options.ts";

const values = <V extends string>(list: readonly Option<V>[]) => list.map((o) => o.value) as [V, ...V[]];

const choice = <V extends string>(list: readonly Option<V>[], message: string) =>
  oneOf(values(list), { error: message });

/** The fields a visitor fills in (spec §3). `users` is optional: see DemoRequestForm. */
export const demoRequestFieldsSchema = object({
  name: requiredText("Informe seu nome.", DEMO_REQUEST_LIMITS.name, 2),
  email: emailAddress("Informe um e-mail válido.", DEMO_REQUEST_LIMITS.email),
  phone: requiredText("Informe seu telefone.", DEMO_REQUEST_LIMITS.phone).refine(isValidInternationalPhone, {
    error: "Informe um telefone válido para o país escolhido.",
  }),
  company: requiredText("Informe o nome da empresa.", DEMO_REQUEST_LIMITS.company, 2),
  solution: choice(SOLUTION_OPTIONS, "Escolha a solução de interesse."),
  details: requiredMultiLineText("Conte um pouco sobre a sua necessidade.", DEMO_REQUEST_LIMITS.details),
  users: optional(
    int({ error: "Informe um número inteiro." })
      .min(1, { error: "Informe um número maior que zero." })
      .max(DEMO_REQUEST_LIMITS.maxUsers, { error: "Número grande demais." }),
  ),
  protocolUsers: choice(PROTOCOL_USERS_OPTIONS, "Escolha quantas pessoas vão protocolar."),
  volume: choice(VOLUME_OPTIONS, "Escolha o volume mensal de documentos."),
  preferredDay: choice(PREFERRED_DAY_OPTIONS, "Escolha o melhor dia para o contato."),
  preferredTime: choice(PREFERRED_TIME_OPTIONS, "Escolha o melhor horário para o contato."),
});

/** The body of POST /api/demo-request: the fields plus the captcha token and a honeypot. */
export const demoRequestBodySchema = demoRequestFieldsSchema.extend(conversionGuards);

export type DemoRequestFields = Infer<typeof demoRequestFieldsSchema>;
export type DemoRequestBody = Infer<typeof demoRequestBodySchema>;
