// Personal data, declared once (LGPD art. 6, VI and art. 9): for each kind of record the
// site keeps about a person, what it is called, why it is kept, on which legal basis, for
// how long, which fields it holds (labelled as the forms ask them: lead-fields.ts) and what
// an erasure says of it. The data-rights page and the privacy policy read these texts; the server's registry (server/privacy/registry.ts) ties each kind to its tables and
// columns, and its retention job and erasure act on it.
import { FIRST_TOUCH_DAYS } from "./first-touch.ts";
import { MAILING_CONSENT_TEXT } from "./mailing-consent.ts";
import { BOOKING_HOLD_MINUTES } from "./booking-options.ts";
import { BOOKING_FIELDS, CONTACT_FIELDS, DEMO_REQUEST_FIELDS, QUOTE_FIELDS, type FieldLabel } from "./lead-fields.ts";
import { formatHours, formatMonths, RETENTION_HOURS, RETENTION_MONTHS } from "./retention.ts";
import { site } from "./site.ts";

/** The label of each field of a list (a kind's `fields`). */
const labels = <K extends string>(fields: Record<K, FieldLabel>) => Object.fromEntries(Object.entries<FieldLabel>(fields).map(([key, f]) => [key, f.label])) as Record<K, string>;

/** Columns many records share. */
const TECHNICAL = {
  userAgent: "Navegador (user agent)",
  ipHash: "Resumo do IP (hash com chave secreta)",
} as const;
const PHONE_E164 = { phoneE164: "Telefone no formato internacional" } as const;

export interface PersonalDataKind {
  /** The record as the privacy policy's tables name it. */
  name: string;
  purpose: string;
  /** The LGPD article the processing rests on. */
  legalBasis: string;
  /** How long it is kept (contracts/retention.ts), as the privacy policy says it. */
  retention: string;
  /** What an erasure at the person's request removes of it, as a line of the data-rights page and its e-mail; absent when the erasure keeps it (ERASURE_EXCEPTIONS). */
  erased?: string;
  /** Its personal fields, by the server registry's names, with their labels. */
  fields: Record<string, string>;
}

const PRELIMINARY = "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)";
const RIGHTS_PURPOSE = "Mostrar, exportar e excluir os seus dados e impedir que voltem depois de excluídos.";

/** Every kind of personal record the site's database keeps, in the privacy policy's order. */
export const PERSONAL_DATA = {
  demoRequests: {
    name: "Pedidos do formulário de contato",
    purpose: "Responder ao seu pedido, apresentar o produto e preparar uma proposta.",
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.demoRequestsAndBookings)} após o pedido`,
    erased: "os pedidos de demonstração",
    fields: { ...labels(DEMO_REQUEST_FIELDS), ...PHONE_E164, ...TECHNICAL },
  },
  bookings: {
    name: "Agendamentos de demonstração",
    purpose: "Marcar a conversa, enviar a confirmação e os lembretes.",
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.demoRequestsAndBookings)} após a data da demonstração; se não for confirmado pelo link do e-mail, ${formatHours(RETENTION_HOURS.unconfirmedBookings)} após o fim do prazo de confirmação (${BOOKING_HOLD_MINUTES} minutos depois do agendamento)`,
    erased: "os agendamentos; uma demonstração futura é cancelada, e a nossa equipe comercial recebe o aviso de cancelamento sem o seu nome, e-mail ou telefone",
    fields: { ...labels(BOOKING_FIELDS), ...PHONE_E164, timeZone: "Fuso horário do navegador", ipHash: TECHNICAL.ipHash },
  },
  maturityReports: {
    name: "Relatório da avaliação de maturidade digital enviado por e-mail",
    purpose: "Enviar o relatório e, se você quiser, entrar em contato sobre os resultados.",
    legalBasis: "Consentimento (art. 7º, I)",
    retention: `${formatMonths(RETENTION_MONTHS.maturityReports)}, ou até você revogar o consentimento`,
    erased: "os pedidos do relatório da avaliação de maturidade digital",
    fields: {
      name: CONTACT_FIELDS.name.label,
      company: CONTACT_FIELDS.company.label,
      email: CONTACT_FIELDS.email.label,
      consentedAt: "Autorização dada em",
      answers: "Respostas",
      score: "Pontuação geral",
      level: "Nível",
      dimensionScores: "Pontuação por dimensão",
      ...TECHNICAL,
    },
  },
  quotes: {
    name: "Propostas da calculadora de preços",
    purpose: "Gerar a proposta e o contrato em PDF com os dados da empresa.",
    legalBasis: PRELIMINARY,
    retention: `${formatMonths(RETENTION_MONTHS.quotes)}, pelo prazo de prescrição de obrigações contratuais`,
    erased: "as propostas da calculadora de preços",
    fields: { ...labels(QUOTE_FIELDS), ipHash: TECHNICAL.ipHash },
  },
  trialAccounts: {
    name: "Conta do teste grátis e gerenciamento da assinatura",
    purpose: "Criar e manter a sua conta, permitir o acesso e cumprir o contrato do teste e do plano.",
    legalBasis: "Execução de contrato (art. 7º, V)",
    retention: `${formatMonths(RETENTION_MONTHS.trialAccounts)} após o fim do teste (ou após o cadastro, se o e-mail nunca for confirmado)`,
    erased: "a conta de teste grátis, com as respostas do primeiro acesso, o histórico da assinatura, os convites enviados e as sessões abertas, e os convites de outras contas para este e-mail",
    fields: {
      ...labels(CONTACT_FIELDS),
      ...PHONE_E164,
      passwordHash: "Senha (apenas o hash scrypt)",
      ipHash: TECHNICAL.ipHash,
      answers: "Respostas do primeiro acesso",
      reason: "Motivo informado de um cancelamento",
      invitedEmail: "E-mail de um colega convidado",
    },
  },
  attributions: {
    name: "Origem da visita e autorização de e-mails de um pedido, agendamento, relatório, proposta ou cadastro",
    purpose: `Saber quais campanhas e canais trazem contatos, contar à nossa equipe comercial de onde você veio e comprovar se você marcou “${MAILING_CONSENT_TEXT}” no formulário (só com a caixa marcada enviamos esses conteúdos).`,
    legalBasis: `Legítimo interesse (art. 7º, IX) para a visita que levou ao pedido, lida só da página em que você chegou e enviada só com o formulário; o primeiro contato, guardado no seu navegador por ${FIRST_TOUCH_DAYS} dias, só com o seu consentimento para cookies de marketing (art. 7º, I), e apagado quando você o retira; os conteúdos por e-mail, só com o seu consentimento (art. 7º, I), marcado por você no formulário`,
    retention: "O mesmo prazo do pedido, agendamento, relatório, proposta ou conta a que se refere",
    erased: "a origem das visitas ligada aos seus pedidos e cadastros",
    fields: {
      email: CONTACT_FIELDS.email.label,
      channel: "Canal (busca paga, redes sociais, e-mail, direto...)",
      source: "Origem (utm_source, buscador ou site que indicou)",
      medium: "Meio (utm_medium)",
      campaign: "Campanha (utm_campaign)",
      lastTouch: "Visita que levou ao pedido: parâmetros da campanha, identificadores de clique de anúncios, site de origem e página de entrada",
      firstTouch: "Primeiro contato, com data, guardado com o seu consentimento para cookies de marketing",
      mailingConsent: "Quer receber conteúdos por e-mail (caixa marcada ou não no formulário)",
      mailingConsentText: "Texto da caixa de autorização de e-mails",
      mailingConsentVersion: "Versão do texto da caixa de autorização de e-mails",
    },
  },
  newsletterSubscriptions: {
    name: "Inscrição na newsletter do blog",
    purpose: "Enviar por e-mail os novos artigos do blog e comprovar que você pediu e confirmou o recebimento.",
    legalBasis: "Consentimento (art. 7º, I)",
    retention: `Até você cancelar a inscrição; se não for confirmada pelo link do e-mail, ${formatHours(RETENTION_HOURS.unconfirmedNewsletter)} após o pedido`,
    erased: "a inscrição na newsletter do blog",
    fields: {
      email: CONTACT_FIELDS.email.label,
      consentText: "Texto da autorização",
      consentVersion: "Versão do texto da autorização",
      requestedAt: "Pedido em",
      confirmedAt: "Confirmada em",
      ...TECHNICAL,
    },
  },
  consentRecords: {
    name: "Registros de consentimento de cookies",
    purpose: "Comprovar as escolhas feitas no aviso de cookies.",
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 8º, § 2º)",
    retention: `${formatMonths(RETENTION_MONTHS.consentRecords)} após a escolha, para comprovação`,
    fields: { consentId: "Código anônimo de consentimento", ipHash: TECHNICAL.ipHash },
  },
  mailContents: {
    name: "Conteúdo dos e-mails que enviamos (assunto, texto, anexos e endereço do destinatário)",
    purpose: "Entregar as respostas, confirmações e relatórios que você pediu e os avisos à nossa equipe comercial.",
    legalBasis: "A mesma do pedido que originou o e-mail",
    retention: `${formatHours(RETENTION_HOURS.sentMailContents)} após a entrega; ${formatHours(RETENTION_HOURS.tokenMailContents)} após a entrega nos e-mails com link pessoal (confirmação de cadastro, nova senha, acesso à assinatura, alteração de agendamento, Meus dados, confirmação da newsletter); ${formatHours(RETENTION_HOURS.failedMailContents)} após o pedido de envio, se a entrega falhar`,
    erased: "o conteúdo dos e-mails enviados para você ou sobre você, inclusive os que ainda estavam na fila",
    fields: { to: "Destinatário", replyTo: "Responder para", subject: "Assunto", text: "Texto", html: "Texto formatado", attachments: "Anexos", about: "E-mails de quem a mensagem trata" },
  },
  sentEvents: {
    name: `Cópia dos dados enviados ao nosso CRM, à plataforma do ${site.name} e ao RD Station, na fila de envio`,
    purpose: "Enviar de novo os dados se o sistema que os recebe os perder.",
    legalBasis: "A mesma do pedido que originou o envio",
    retention: `${formatHours(RETENTION_HOURS.sentEvents)} após o envio; um pedido de exclusão que um desses sistemas ainda não cumpriu fica guardado até ser cumprido`,
    erased: "as cópias dos dados enviados a outros sistemas, que recebem o pedido de exclusão",
    fields: { payload: "Dados enviados", subjectEmail: CONTACT_FIELDS.email.label },
  },
  dataRightsRequests: {
    name: "Links de acesso à página Meus dados (resumos criptográficos do link e o e-mail informado)",
    purpose: RIGHTS_PURPOSE,
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 18)",
    retention: `${formatHours(RETENTION_HOURS.dataRightsLinks)} após o pedido`,
    erased: "os links de acesso à página Meus dados",
    fields: { email: CONTACT_FIELDS.email.label },
  },
  erasureSuppressions: {
    name: "Registro de uma exclusão feita a seu pedido (resumo criptográfico do e-mail)",
    purpose: RIGHTS_PURPOSE,
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 16, I)",
    retention: `${formatMonths(RETENTION_MONTHS.erasureSuppressions)} após a exclusão`,
    fields: { emailHash: "Resumo criptográfico do e-mail" },
  },
  recipients: {
    name: "Registro dos sistemas que receberam os seus dados (resumo criptográfico do e-mail)",
    purpose: "Pedir a exclusão a cada sistema que recebeu os seus dados, mesmo depois que os nossos registros forem apagados.",
    legalBasis: "Cumprimento de obrigação legal (art. 7º, II, e art. 18, § 6º)",
    retention: "Até a exclusão dos seus dados a seu pedido, quando cada sistema é avisado",
    erased: "o registro dos sistemas que receberam os seus dados, depois de pedir a exclusão a cada um deles",
    fields: { emailHash: "Resumo criptográfico do e-mail" },
  },
} as const satisfies Record<string, PersonalDataKind>;

export type PersonalDataKindId = keyof typeof PERSONAL_DATA;

/** What an erasure deletes, one line per kind it reaches (the data-rights page says it before, the confirmation e-mail after). */
export const ERASURE_SCOPE: readonly string[] = Object.values<PersonalDataKind>(PERSONAL_DATA)
  .flatMap((kind) => (kind.erased ? [kind.erased] : []))
  .map((line, i, all) => `${line}${i === all.length - 1 ? "." : ";"}`);
