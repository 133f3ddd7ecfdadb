// The calculator's contract endpoint (contracts/endpoint.ts).
import { QUOTES_PATH } from "../api-paths.ts";
import { endpoint, type Examples } from "../endpoint.ts";
import type { QuoteBody } from "../quote.ts";
import { QUOTE_MESSAGES } from "../quote-options.ts";
import type { QuoteRequest } from "../quote.ts";
import { CONTACT_FIELDS, type FieldLabel } from "../lead-fields.ts";

/** The calculator's contract: answered with the PDF itself (its id in QUOTE_ID_HEADER). */
export const quoteEndpoint = endpoint<QuoteBody, Blob>()({
  form: "quote",
  path: QUOTES_PATH,
  body: () => import("../quote.ts").then((m) => m.quoteRequestSchema),
  file: true,
  messages: {
    invalidBody: QUOTE_MESSAGES.invalidBody,
    honeypot: QUOTE_MESSAGES.rejected,
    validation: QUOTE_MESSAGES.validation,
    rateLimited: QUOTE_MESSAGES.rateLimited,
    network: QUOTE_MESSAGES.network,
    fallback: QUOTE_MESSAGES.network,
  },
  conversion: { id: "quote", label: "Propostas da calculadora" },
});

export const examples = {
  quote: (i) => ({
    pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] },
    period: "mensal",
    company: "Contábil Horizonte",
    cnpj: "11.222.333/0001-81",
    responsible: "Mariana Lopes",
    email: `pessoa${i}@exemplo.com.br`,
  }),
} satisfies Record<string, Examples<QuoteBody>>;

/** The price calculator's contract form: the company a proposal and its contract are made out to. */
export const QUOTE_FIELDS = {
  company: { label: "Razão social" },
  cnpj: { label: "CNPJ" },
  responsible: { label: "Responsável", prompt: "Nome da pessoa responsável" },
  email: CONTACT_FIELDS.email,
} as const satisfies Partial<Record<keyof QuoteRequest, FieldLabel>>;
