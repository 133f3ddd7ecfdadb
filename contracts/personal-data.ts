// Personal data, declared once (LGPD art. 6, VI and art. 9): for each kind of record the
// site keeps about a person, what it is called, why it is kept, on which legal basis (as
// data, LEGAL_BASES, and as the privacy policy words it), for how long and what an erasure
// says of it. The privacy policy reads these texts; what the data-rights page shows of each
// kind, field by field, is contracts/data-rights-view.ts; the server's registry
// (server/privacy/registry.ts) ties each kind to its tables, and its retention job and
// erasure act on it.
import { FIRST_TOUCH_DAYS } from "./first-touch.ts";
import { MAILING_CONSENT_TEXT } from "./mailing-consent.ts";
import { BOOKING_HOLD_MINUTES } from "./booking-options.ts";
import { formatHours, formatMonths, RETENTION_HOURS, RETENTION_MONTHS } from "./retention.ts";
import { site } from "./site.ts";

/** The legal bases of LGPD art. 7 the site's processing rests on, with the clause each is. */
export const LEGAL_BASES = {
  consent: "art. 7º, I",
  legalObligation: "art. 7º, II",
  /** The performance of a contract, or the steps before one at the person's request. */
  contract: "art. 7º, V",
  legitimateInterest: "art. 7º, IX",
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

export interface PersonalDataKind {
  /** The record as the privacy policy's tables name it. */
  name: string;
  purpose: string;
  /**
   * The bases its processing rests on, the first the main one; "origin" when it takes the
   * basis of the request that caused it (an e-mail, an event sent on).
   */
  basis: readonly [LegalBasis, ...LegalBasis[]] | "origin";
  /** The legal basis as the privacy policy words it (it cites the clause of each `basis`). */
  legalBasis: string;
  /** How long it is kept (contracts/retention.ts), as the privacy policy says it. */
  retention: string;
  /** What an erasure at the person's request removes of it, as a line of the data-rights page and its e-mail; absent when the erasure keeps it (ERASURE_EXCEPTIONS). */
  erased?: string;
}

const PRELIMINARY = "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)";
const RIGHTS_PURPOSE = "Mostrar, exportar e excluir os seus dados e impedir que voltem depois de excluídos.";

/** Every kind of personal record the site's database keeps, in the privacy policy's order. */
export const PERSONAL_DATA = {
  demoRequests: {
    name: "Pedidos do formulário de contato",
    purpose: "Responder ao seu pedido, apresentar o produto e preparar uma proposta.",
    basis: ["contract"],
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.demoRequestsAndBookings)} após o pedido`,
    erased: "os pedidos de demonstração",
  },
  bookings: {
    name: "Agendamentos de demonstração",
    purpose: "Marcar a conversa, enviar a confirmação e os lembretes.",
    basis: ["contract"],
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.demoRequestsAndBookings)} após a data da demonstração; se não for confirmado pelo link do e-mail, ${formatHours(RETENTION_HOURS.unconfirmedBookings)} após o fim do prazo de confirmação (${BOOKING_HOLD_MINUTES} minutos depois do agendamento)`,
    erased: "os agendamentos; uma demonstração futura é cancelada, e a nossa equipe comercial recebe o aviso de cancelamento sem o seu nome, e-mail ou telefone",
  },
  maturityReports: {
    name: "Relatório da avaliação de maturidade digital enviado por e-mail",
    purpose: "Enviar o relatório e, se você quiser, entrar em contato sobre os resultados.",
    basis: ["consent"],
    legalBasis: "Consentimento (art. 7º, I)",
    retention: `${formatMonths(RETENTION_MONTHS.maturityReports)}, ou até você revogar o consentimento`,
    erased: "os pedidos do relatório da avaliação de maturidade digital",
  },
  quotes: {
    name: "Propostas da calculadora de preços",
    purpose: "Gerar a proposta e o contrato em PDF com os dados da empresa.",
    basis: ["contract"],
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.quotes)}, pelo prazo de prescrição de obrigações contratuais`,
    erased: "as propostas da calculadora de preços",
  },
  trialAccounts: {
    name: "Conta do teste grátis e gerenciamento da assinatura",
    purpose: "Criar e manter a sua conta, permitir o acesso e cumprir o contrato do teste e do plano.",
    basis: ["contract"],
    legalBasis: "Execução de contrato (art. 7º, V)",
    retention: `${formatMonths(RETENTION_MONTHS.trialAccounts)} após o fim do teste (ou após o cadastro, se o e-mail nunca for confirmado)`,
    erased: "a conta de teste grátis, com as respostas do primeiro acesso, o histórico da assinatura, os convites enviados e as sessões abertas, e os convites de outras contas para este e-mail",
  },
  attributions: {
    name: "Origem da visita e autorização de e-mails de um pedido, agendamento, relatório, proposta ou cadastro",
    purpose: `Saber quais campanhas e canais trazem contatos, contar à nossa equipe comercial de onde você veio e comprovar se você marcou “${MAILING_CONSENT_TEXT}” no formulário (só com a caixa marcada enviamos esses conteúdos).`,
    basis: ["legitimateInterest", "consent"],
    legalBasis: `Legítimo interesse (art. 7º, IX) para a visita que levou ao pedido, lida só da página em que você chegou e enviada só com o formulário; o primeiro contato, guardado no seu navegador por ${FIRST_TOUCH_DAYS} dias, só com o seu consentimento para cookies de marketing (art. 7º, I), e apagado quando você o retira; os conteúdos por e-mail, só com o seu consentimento (art. 7º, I), marcado por você no formulário`,
    retention: "O mesmo prazo do pedido, agendamento, relatório, proposta ou conta a que se refere",
    erased: "a origem das visitas ligada aos seus pedidos e cadastros",
  },
  newsletterSubscriptions: {
    name: "Inscrição na newsletter do blog",
    purpose: "Enviar por e-mail os novos artigos do blog e comprovar que você pediu e confirmou o recebimento.",
    basis: ["consent"],
    legalBasis: "Consentimento (art. 7º, I)",
    retention: `Até você cancelar a inscrição; se não for confirmada pelo link do e-mail, ${formatHours(RETENTION_HOURS.unconfirmedNewsletter)} após o pedido`,
    erased: "a inscrição na newsletter do blog",
  },
  consentRecords: {
    name: "Registros de consentimento de cookies",
    purpose: "Comprovar as escolhas feitas no aviso de cookies.",
    basis: ["legalObligation"],
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 8º, § 2º)",
    retention: `${formatMonths(RETENTION_MONTHS.consentRecords)} após a escolha, para comprovação`,
  },
  mailContents: {
    name: "Conteúdo dos e-mails que enviamos (assunto, texto, anexos e endereço do destinatário)",
    purpose: "Entregar as respostas, confirmações e relatórios que você pediu e os avisos à nossa equipe comercial.",
    basis: "origin",
    legalBasis: "A mesma do pedido que originou o e-mail",
    retention: `${formatHours(RETENTION_HOURS.sentMailContents)} após a entrega; ${formatHours(RETENTION_HOURS.tokenMailContents)} após a entrega nos e-mails com link pessoal (confirmação de cadastro, nova senha, acesso à assinatura, alteração de agendamento, Meus dados, confirmação da newsletter); ${formatHours(RETENTION_HOURS.failedMailContents)} após o pedido de envio, se a entrega falhar`,
    erased: "o conteúdo dos e-mails enviados para você ou sobre você, inclusive os que ainda estavam na fila",
  },
  sentEvents: {
    name: `Cópia dos dados enviados ao nosso CRM, à plataforma do ${site.name} e ao RD Station, na fila de envio`,
    purpose: "Enviar de novo os dados se o sistema que os recebe os perder.",
    basis: "origin",
    legalBasis: "A mesma do pedido que originou o envio",
    retention: `${formatHours(RETENTION_HOURS.sentEvents)} após o envio; um pedido de exclusão que um desses sistemas ainda não cumpriu fica guardado até ser cumprido`,
    erased: "as cópias dos dados enviados a outros sistemas, que recebem o pedido de exclusão",
  },
  dataRightsRequests: {
    name: "Links de acesso à página Meus dados (resumos criptográficos do link e o e-mail informado)",
    purpose: RIGHTS_PURPOSE,
    basis: ["legalObligation"],
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 18)",
    retention: `${formatHours(RETENTION_HOURS.dataRightsLinks)} após o pedido`,
    erased: "os links de acesso à página Meus dados",
  },
  erasureSuppressions: {
    name: "Registro de uma exclusão feita a seu pedido (resumo criptográfico do e-mail)",
    purpose: RIGHTS_PURPOSE,
    basis: ["legalObligation"],
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 16, I)",
    retention: `${formatMonths(RETENTION_MONTHS.erasureSuppressions)} após a exclusão`,
  },
  recipients: {
    name: "Registro dos sistemas que receberam os seus dados (resumo criptográfico do e-mail)",
    purpose: "Pedir a exclusão a cada sistema que recebeu os seus dados, mesmo depois que os nossos registros forem apagados.",
    basis: ["legalObligation"],
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 18, § 6º)",
    retention: "Até a exclusão dos seus dados a seu pedido, quando cada sistema é avisado",
    erased: "o registro dos sistemas que receberam os seus dados, depois de pedir a exclusão a cada um deles",
  },
} as const satisfies Record<string, PersonalDataKind>;

export type PersonalDataKindId = keyof typeof PERSONAL_DATA;

/** What an erasure deletes, one line per kind it reaches (the data-rights page says it before, the confirmation e-mail after). */
export const ERASURE_SCOPE: readonly string[] = Object.values<PersonalDataKind>(PERSONAL_DATA)
  .flatMap((kind) => (kind.erased ? [kind.erased] : []))
  .map((line, i, all) => `${line}${i === all.length - 1 ? "." : ";"}`);
