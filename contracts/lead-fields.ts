// The labels of a lead's fields, written once: the forms ask with them, and the e-mails, the
// data-rights page and the privacy policy (through contracts/personal-data.ts) name the
// fields with them. Apart from personal-data.ts so a form loads only these few words.
import type { SignupFields } from "./account.ts";
import type { BookingFields } from "./booking.ts";
import type { QuoteRequest } from "./quote.ts";
import type { DemoRequestFields } from "./demo-request.ts";

export interface FieldLabel {
  /** How e-mails, the data-rights page and the privacy policy name the field. */
  label: string;
  /** The form's question, when the form asks it in other words than the label. */
  prompt?: string;
  /** What the privacy policy adds after the label (e.g. 'com o código do país'). */
  note?: string;
}

/** Who a lead is, as every lead form asks it. */
export const CONTACT_FIELDS = {
  name: { label: "Nome" },
  email: { label: "E-mail" },
  phone: { label: "Telefone", note: "com o código do país" },
  company: { label: "Empresa" },
} as const satisfies Record<string, FieldLabel>;

/** spec §3 'Demo request': every field, in the form's order (the type keeps it complete). */
export const DEMO_REQUEST_FIELDS = {
  ...CONTACT_FIELDS,
  solution: { label: "Solução de interesse" },
  users: { label: "Pessoas na empresa", prompt: "Quantas pessoas trabalham na empresa? (opcional)", note: "opcional" },
  protocolUsers: { label: "Pessoas que vão protocolar", prompt: "Quantas pessoas vão protocolar?" },
  volume: { label: "Volume mensal de documentos" },
  preferredDay: { label: "Melhor dia para o contato" },
  preferredTime: { label: "Melhor horário para o contato" },
  details: { label: "Detalhes", prompt: "Conte um pouco sobre a sua necessidade" },
} as const satisfies Record<keyof DemoRequestFields, FieldLabel>;

/** spec §2 'Scheduling': what a booking asks besides the slot. */
export const BOOKING_FIELDS = {
  ...CONTACT_FIELDS,
  topic: { label: "Assunto", prompt: DEMO_REQUEST_FIELDS.solution.label },
  notes: { label: "Observações", prompt: "Observações (opcional)" },
} as const satisfies Partial<Record<keyof BookingFields, FieldLabel>>;

/** spec §2, §3 '/signup': who signs up for the trial, asked in the sign-up form's words. */
export const SIGNUP_FIELDS = {
  name: { ...CONTACT_FIELDS.name, prompt: "Nome completo" },
  email: { ...CONTACT_FIELDS.email, prompt: "E-mail de trabalho" },
  company: CONTACT_FIELDS.company,
  phone: CONTACT_FIELDS.phone,
} as const satisfies Partial<Record<keyof SignupFields, FieldLabel>>;

/** The price calculator's contract form: the company a proposal and its contract are made out to. */
export const QUOTE_FIELDS = {
  company: { label: "Razão social" },
  cnpj: { label: "CNPJ" },
  responsible: { label: "Responsável", prompt: "Nome da pessoa responsável" },
  email: CONTACT_FIELDS.email,
} as const satisfies Partial<Record<keyof QuoteRequest, FieldLabel>>;

/** A field as a form asks it. */
export const askField = ({ label, prompt }: FieldLabel) => prompt ?? label;

/** 'Telefone, com o código do país': a field as the privacy policy lists it. */
export const describeField = (field: FieldLabel) => (field.note ? `${field.label}, ${field.note}` : field.label);
