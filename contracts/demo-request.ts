// spec §3 'Demo request', §5 validation: the one schema the contact form and
// POST /api/demo-request both use. Values and labels are the spec's, as listed.
import { enum as oneOf, int, object, optional, string, type infer as Infer } from "zod";
import { isValidInternationalPhone } from "./phone.ts";
import { emailAddress, requiredMultiLineText, requiredText } from "./text.ts";

interface Option<V extends string> {
  value: V;
  label: string;
}

const options = <const V extends string>(list: readonly Option<V>[]) => list;
const values = <V extends string>(list: readonly Option<V>[]) => list.map((o) => o.value) as [V, ...V[]];

export const SOLUTION_OPTIONS = options([
  { value: "fluxo-documentos", label: "Fluxo de documentos" },
  { value: "correspondencias", label: "Correspondências" },
  { value: "protocolos", label: "Protocolos" },
  { value: "ambos", label: "Documentos e correspondências" },
  { value: "outro", label: "Outro" },
]);

export const PROTOCOL_USERS_OPTIONS = options([
  { value: "1-10", label: "1-10" },
  { value: "11-20", label: "11-20" },
  { value: "21-30", label: "21-30" },
  { value: "31-50", label: "31-50" },
  { value: "51-100", label: "51-100" },
  { value: "100+", label: "100+" },
]);

export const VOLUME_OPTIONS = options([
  { value: "1-50", label: "Até 50" },
  { value: "51-150", label: "Até 200" },
  { value: "151-500", label: "Até 500" },
  { value: "501-1000", label: "501-1000" },
  { value: "1000+", label: "1000+" },
  { value: "nao-sei", label: "Não sei" },
]);

export const PREFERRED_DAY_OPTIONS = options([
  { value: "qqdia", label: "Qualquer dia útil, em horário comercial" },
  { value: "qqdia-noite", label: "Qualquer dia útil, após as 18h" },
  { value: "sabado-manha", label: "Sábado de manhã" },
  { value: "segunda", label: "Segunda-feira" },
  { value: "terca", label: "Terça-feira" },
  { value: "quarta", label: "Quarta-feira" },
  { value: "quinta", label: "Quinta-feira" },
  { value: "sexta", label: "Sexta-feira" },
]);

export const PREFERRED_TIME_OPTIONS = options([
  { value: "8h-10h", label: "Entre 9h e 18h" },
  { value: "10h-12h", label: "Entre 9h e 12h" },
  { value: "14h-16h", label: "Após as 14h" },
  { value: "16h-18h", label: "Após as 18h" },
  { value: "18h-20h", label: "Qualquer horário" },
]);

/** Field limits: generous for people, tight for abuse. */
export const DEMO_REQUEST_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  company: 160,
  details: 2000,
  maxUsers: 1_000_000,
  captchaToken: 8192,
} as const;

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
export const demoRequestBodySchema = demoRequestFieldsSchema.extend({
  captchaToken: string({ error: "Por favor, complete o desafio reCAPTCHA" })
    .min(1, { error: "Por favor, complete o desafio reCAPTCHA" })
    .max(DEMO_REQUEST_LIMITS.captchaToken),
  /** Hidden from people; bots fill it. Must be absent or empty. */
  website: optional(string().max(0)),
});

export type DemoRequestFields = Infer<typeof demoRequestFieldsSchema>;
export type DemoRequestBody = Infer<typeof demoRequestBodySchema>;

export { IDEMPOTENCY_HEADER } from "./api-paths.ts";

/** spec §8: messages the form shows. */
export const DEMO_REQUEST_MESSAGES = {
  captchaMissing: "Por favor, complete o desafio reCAPTCHA",
  serverErrorFallback: "Erro ao enviar solicitação",
  networkError: "Erro ao enviar solicitação. Tente novamente.",
} as const;

/** API error body (ARCHITECTURE.md). */
export interface ApiError {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

/** 201 body of POST /api/demo-request. */
export interface DemoRequestCreated {
  id: string;
}
