// The API's error codes (ARCHITECTURE.md 'Errors, the same everywhere'): each code has one
// HTTP status and a default pt-BR message. The server throws a code and its error handler
// answers from this table; the browser switches on the same codes. A route may pass a more
// specific message (its form's wording, or one that depends on data such as the minutes
// to wait).
import { CAPTCHA_MESSAGES } from "./captcha.ts";

interface ApiErrorSpec {
  status: number;
  message: string;
}

export const API_ERRORS = {
  // The request itself.
  BAD_REQUEST: { status: 400, message: "Não foi possível ler os dados enviados. Envie um JSON válido." },
  INVALID_BODY: { status: 400, message: "Envie os dados como um objeto JSON." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "A solicitação é grande demais." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Formato não suportado. Envie os dados como JSON." },
  NOT_FOUND: { status: 404, message: "Recurso não encontrado." },
  FORBIDDEN_ORIGIN: { status: 403, message: "Esta ação só pode ser feita a partir do site." },
  VALIDATION_ERROR: { status: 422, message: "Confira os campos destacados." },
  REJECTED: { status: 400, message: "Não foi possível enviar a solicitação." },
  // Captcha (the order of the checks: body -> captcha -> limits -> work).
  CAPTCHA_REQUIRED: { status: 400, message: CAPTCHA_MESSAGES.missing },
  CAPTCHA_MISSING: { status: 400, message: CAPTCHA_MESSAGES.missing },
  CAPTCHA_INVALID: { status: 400, message: CAPTCHA_MESSAGES.invalid },
  CAPTCHA_EXPIRED: { status: 400, message: CAPTCHA_MESSAGES.expired },
  CAPTCHA_REUSED: { status: 400, message: CAPTCHA_MESSAGES.reused },
  CAPTCHA_UNAVAILABLE: { status: 503, message: CAPTCHA_MESSAGES.unavailable },
  CAPTCHA_WEAK: { status: 400, message: CAPTCHA_MESSAGES.weak },
  RATE_LIMITED: { status: 429, message: "Você enviou muitas solicitações seguidas. Tente novamente em alguns minutos." },
  // Demo requests: the Idempotency-Key of a submission.
  INVALID_IDEMPOTENCY_KEY: { status: 400, message: "Chave de envio inválida. Recarregue a página e tente novamente." },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: "Esta chave de envio já foi usada com outros dados. Recarregue a página e envie novamente." },
  IN_PROGRESS: { status: 409, message: "Sua solicitação ainda está sendo enviada. Aguarde um instante e tente de novo." },
  // Bookings.
  INVALID_MONTH: { status: 400, message: "Informe o mês no formato AAAA-MM." },
  SLOT_TAKEN: { status: 409, message: "Este horário acabou de ser reservado por outra pessoa. Escolha um dos horários livres mais próximos." },
  INVALID_LINK: { status: 404, message: "Este link não é mais válido. Cada link vale para uma alteração: use o do e-mail mais recente sobre a sua demonstração." },
  CANCELLED: { status: 409, message: "Esta demonstração já foi cancelada." },
  PAST: { status: 409, message: "Esta demonstração já aconteceu e não pode mais ser alterada." },
  SAME_SLOT: { status: 422, message: "Escolha um horário diferente do atual." },
  TOO_MANY_ACTIVE_BOOKINGS: { status: 422, message: "Este contato já tem demonstrações agendadas." },
  TOO_MANY_ADDRESS_BOOKINGS: { status: 429, message: "Muitas demonstrações já foram agendadas a partir da sua conexão." },
  NOT_YET_HELD: { status: 409, message: "Esta demonstração ainda não aconteceu. Registre o comparecimento depois do horário." },
  OUTCOME_RECORDED: { status: 409, message: "O comparecimento desta demonstração já foi registrado." },
  HOLD_EXPIRED: { status: 410, message: "O prazo para confirmar esta demonstração terminou e o horário foi liberado." },
  // Quotes and prices.
  CUSTOM_PLAN: { status: 422, message: "Para este porte, preparamos uma proposta personalizada." },
  PDF_BUSY: { status: 503, message: "Estamos gerando muitos contratos agora. Tente novamente em alguns segundos." },
  PDF_TIMEOUT: { status: 503, message: "Não conseguimos gerar o contrato a tempo. Tente novamente em alguns instantes." },
  PRICING_UNAVAILABLE: { status: 503, message: "Não foi possível consultar os preços agora. Tente novamente em alguns minutos." },
  // Accounts and e-mailed links.
  UNAUTHENTICATED: { status: 401, message: "Entre na sua conta para continuar." },
  TOKEN_INVALID: { status: 400, message: "Este link não é válido." },
  TOKEN_EXPIRED: { status: 410, message: "Este link expirou." },
  TOKEN_USED: { status: 410, message: "Este link já foi usado." },
  PASSWORD_REQUIRED: { status: 422, message: "Crie a senha da conta para continuar." },
  TOO_MANY_INVITES: { status: 422, message: "Convites demais para esta conta." },
  PASSWORDS_BUSY: { status: 503, message: "Muitas pessoas estão criando conta ou trocando a senha agora. Tente novamente em alguns segundos." },
  SAME_PLAN: { status: 409, message: "Este já é o seu plano." },
  SUBSCRIPTION_CANCELED: { status: 409, message: "A assinatura está cancelada." },
  NOT_CANCELED: { status: 409, message: "A assinatura não está cancelada." },
  ACCESS_EXPIRED: { status: 401, message: "O acesso expirou. Peça um novo link." },
  UNAUTHORIZED: { status: 401, message: "Acesso não autorizado." },
  // Ours.
  INTERNAL_ERROR: { status: 500, message: "Erro interno. Tente novamente em instantes." },
  /** The database cannot be reached for now (restart, failover): nothing was recorded, try again. */
  DATABASE_UNAVAILABLE: { status: 503, message: "O serviço está temporariamente indisponível. Tente novamente em alguns segundos." },
} as const satisfies Record<string, ApiErrorSpec>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The body of every API error: `{ error, code, fields? }`. */
export interface ApiErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}
