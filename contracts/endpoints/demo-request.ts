// spec §7 'Demo request': the contact form's endpoint (contracts/endpoint.ts).
import type { DemoRequestBody } from "../demo-request.ts";
import { DEMO_REQUEST_PATH } from "../api-paths.ts";
import { DEMO_REQUEST_MESSAGES, type DemoRequestCreated } from "../demo-request-options.ts";
import { FORM_INVALID_BODY, endpoint, type Examples } from "../endpoint.ts";
import type { DemoRequestFields } from "../demo-request.ts";
import { CONTACT_FIELDS, type FieldLabel } from "../lead-fields.ts";

/** spec §7 'Demo request'. */
export const demoRequestEndpoint = endpoint<DemoRequestBody, DemoRequestCreated>()({
  form: "demo-request",
  path: DEMO_REQUEST_PATH,
  body: () => import("../demo-request.ts").then((m) => m.demoRequestBodySchema),
  // spec §8: the demo form's own texts for a failure without a server message.
  messages: { invalidBody: FORM_INVALID_BODY, honeypot: "Não foi possível enviar a solicitação.", network: DEMO_REQUEST_MESSAGES.networkError, fallback: DEMO_REQUEST_MESSAGES.serverErrorFallback },
  conversion: { id: "demo-request", label: "Pedidos de contato" },
});

export const examples = {
  "demo-request": (i) => ({
    name: "Mariana Lopes",
    email: `pessoa${i}@exemplo.com.br`,
    phone: "+55 (11) 98765-4321",
    company: "Contábil Horizonte",
    solution: "ambos",
    details: "Queremos digitalizar o protocolo de entrega de guias aos clientes.",
    users: 25,
    protocolUsers: "11-20",
    volume: "151-500",
    preferredDay: "terca",
    preferredTime: "10h-12h",
  }),
} satisfies Record<string, Examples<DemoRequestBody>>;

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
