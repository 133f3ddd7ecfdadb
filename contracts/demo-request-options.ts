// spec §3 'Demo request': the form's options, limits and texts, apart from the schema so a
// page can show them without loading zod (STYLE.md, bundle discipline).

export interface Option<V extends string> {
  value: V;
  label: string;
}

const options = <const V extends string>(list: readonly Option<V>[]) => list;

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

/** The choice fields' lists by field name (the form's selects). */
export const DEMO_REQUEST_CHOICES = {
  solution: SOLUTION_OPTIONS,
  protocolUsers: PROTOCOL_USERS_OPTIONS,
  volume: VOLUME_OPTIONS,
  preferredDay: PREFERRED_DAY_OPTIONS,
  preferredTime: PREFERRED_TIME_OPTIONS,
} as const;

export type DemoRequestChoice = keyof typeof DEMO_REQUEST_CHOICES;

/** Field limits: generous for people, tight for abuse. */
export const DEMO_REQUEST_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  company: 160,
  details: 2000,
  maxUsers: 1_000_000,
} as const;

/** spec §8: messages the form shows. */
export const DEMO_REQUEST_MESSAGES = {
  serverErrorFallback: "Erro ao enviar solicitação",
  networkError: "Erro ao enviar solicitação. Tente novamente.",
} as const;

/** 201 body of POST /api/demo-request. */
export interface DemoRequestCreated {
  id: string;
}
