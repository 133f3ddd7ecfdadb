// LGPD art. 18 on self-service (/privacidade/meus-dados): the view of everything the site
// holds about one e-mail address (the page shows it and the JSON download is the same
// object), the lifetimes of the e-mailed link and of the access it opens, and what an erasure
// keeps, each with its legal reason. The bodies of its three calls: contracts/data-rights.ts.
import type { AttributedTouch, Channel, Conversion } from "./attribution-rules.ts";
import type { OnboardingAnswers } from "./account.ts";
import type { SubscriptionChangeKind, SubscriptionStatus } from "./account-options.ts";
import type { BookingStatus } from "./booking-options.ts";
import type { BillingPeriod, PlanTierId } from "./plan-tiers.ts";
import { formatMonths, RETENTION_MONTHS } from "./retention.ts";
import { site } from "./site.ts";
import type { Destination } from "./events.ts";

/** The e-mailed link opens the data once, within this time of the request. */
export const DATA_RIGHTS_LINK_TTL_MINUTES = 30;
/** Once opened, the access (seeing, downloading, erasing) lasts this long. */
export const DATA_RIGHTS_ACCESS_TTL_MINUTES = 30;

export const DATA_RIGHTS_MESSAGES = {
  linkInvalid: "Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo.",
  linkExpired: `Este link expirou: ele vale por ${DATA_RIGHTS_LINK_TTL_MINUTES} minutos. Peça um novo.`,
  linkUsed: "Este link já foi usado. Por segurança, cada link abre os seus dados uma única vez. Peça um novo.",
  accessInvalid: `O seu acesso aos dados expirou: por segurança, ele vale por ${DATA_RIGHTS_ACCESS_TTL_MINUTES} minutos. Peça um novo link para continuar.`,
  confirm: "Marque a confirmação para excluir os dados.",
  consentId: "Código de consentimento inválido.",
} as const;

// --- What the site holds about an address (dates are ISO 8601) -------------------------

interface DemoRequestRecord {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  solution: string;
  details: string;
  users: number | null;
  protocolUsers: string;
  volume: string;
  preferredDay: string;
  preferredTime: string;
  userAgent: string | null;
  /** Keyed hash of the client IP (never the IP itself). */
  ipHash: string;
}

export interface BookingRecord {
  id: string;
  createdAt: string;
  status: BookingStatus;
  slotStart: string;
  slotEnd: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  topic: string;
  notes: string | null;
  timeZone: string | null;
  cancelledAt: string | null;
  ipHash: string;
}

interface MaturityReportRecord {
  id: string;
  createdAt: string;
  name: string;
  company: string;
  email: string;
  consentedAt: string;
  score: number;
  level: string;
  /** Score 0-100 of each dimension, by dimension id. */
  dimensionScores: Record<string, number>;
  userAgent: string | null;
  ipHash: string;
}

interface QuoteRecord {
  id: string;
  createdAt: string;
  validUntil: string;
  company: string;
  cnpj: string;
  responsible: string;
  email: string;
  period: BillingPeriod;
  planTier: string;
  users: number;
  monthlyProtocols: number;
  storageGb: number;
  modules: string[];
  totalCents: number;
  ipHash: string;
}

/** The blog's newsletter: pending until confirmed from the e-mailed link. */
export interface NewsletterRecord {
  status: "pending" | "subscribed";
  email: string;
  requestedAt: string;
  confirmedAt: string | null;
  consentText: string;
  consentVersion: string;
  userAgent: string | null;
  ipHash: string;
}

export interface AccountRecord {
  createdAt: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  status: SubscriptionStatus;
  planTier: PlanTierId;
  billingPeriod: BillingPeriod;
  termsAcceptedAt: string;
  confirmedAt: string | null;
  trialEndsAt: string | null;
  ipHash: string;
  onboarding: { answers: OnboardingAnswers; currentStep: string; completedAt: string | null; updatedAt: string } | null;
  invitationsSent: { email: string; createdAt: string }[];
  subscriptionHistory: { at: string; kind: SubscriptionChangeKind; planTier: PlanTierId; billingPeriod: BillingPeriod; monthlyPriceCents: number; reason: string | null }[];
  sessions: { createdAt: string; expiresAt: string }[];
}

/** Where a conversion of this address came from (campaign attribution). */
export interface AttributionRecord {
  createdAt: string;
  conversion: Conversion;
  channel: Channel | null;
  lastTouch: AttributedTouch | null;
  firstTouch: AttributedTouch | null;
  /** The form's opt-in to marketing e-mail: ticked or not, and the text shown (null on a record from before the opt-in). */
  mailingConsent: boolean;
  mailingConsentText: string | null;
  mailingConsentVersion: string | null;
}

/** A colleague's account invited this address to its team. */
interface InvitationReceivedRecord {
  createdAt: string;
  company: string;
}

/** How the data-rights page names the recipient of a message about someone that went to someone else. */
export const MAIL_RECIPIENT_ROLES = {
  sales: `Equipe comercial do ${site.name}`,
  invitedColleague: "Colega que você convidou",
  other: "Outro destinatário",
} as const;

/** An e-mail whose contents are still kept: to this address, or about it (to our team, to a colleague invited). */
export interface MailRecord {
  createdAt: string;
  /** The address when the message went to it; otherwise the recipient's role (MAIL_RECIPIENT_ROLES). */
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  sentAt: string | null;
}

interface AccessRequestRecord {
  createdAt: string;
  openedAt: string | null;
}

interface ConsentRecordView {
  chosenAt: string;
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  policyVersion: string;
  ipHash: string;
}

export interface DataRightsView {
  email: string;
  /** When the server read it. */
  readAt: string;
  /** When data of this address was last erased at its owner's request, if ever. */
  previousErasureAt: string | null;
  demoRequests: DemoRequestRecord[];
  bookings: BookingRecord[];
  maturityReports: MaturityReportRecord[];
  quotes: QuoteRecord[];
  newsletter: NewsletterRecord | null;
  account: AccountRecord | null;
  /** Where each conversion came from. */
  attributions: AttributionRecord[];
  invitationsReceived: InvitationReceivedRecord[];
  mail: MailRecord[];
  accessRequests: AccessRequestRecord[];
  /** This browser's cookie choices, by the consent id it sent. */
  cookieConsent: { consentId: string | null; records: ConsentRecordView[] };
  /** The systems outside this site that received data about the address (an erasure tells each of them). */
  sharedWith: Destination[];
}

/** 200 body of POST open: the data, and the access that may erase it until it expires. */
export interface DataRightsOpened {
  access: string;
  accessExpiresAt: string;
  view: DataRightsView;
}

/** 200 body of POST erase; a repeated erasure through the same access answers the same. */
export interface DataRightsErased {
  ok: true;
  /** The systems told to erase the address too (LGPD art. 18, § 6). */
  told: Destination[];
}

/** The systems outside this site that receive visitors' data, as the data-rights page and mail name them (LGPD art. 18, VII). */
export const RECEIVERS: Record<Destination, { name: string; purpose: string }> = {
  platform: { name: `Plataforma ${site.name}`, purpose: "onde ficam as contas de teste e as assinaturas" },
  crm: { name: "CRM da equipe comercial", purpose: "acompanha os pedidos de demonstração, os agendamentos e as propostas" },
  rdstation: { name: "RD Station Marketing", purpose: "a nossa ferramenta de e-mail marketing" },
};

/** 'CRM da equipe comercial (acompanha ...)': a receiver in one line. */
export const describeReceiver = (destination: Destination) => `${RECEIVERS[destination].name} (${RECEIVERS[destination].purpose})`;

// --- What an erasure keeps, and why (the page says it before, the confirmation e-mail ---
// --- after); what it deletes is contracts/personal-data.ts, ERASURE_SCOPE --------------

export interface ErasureException {
  title: string;
  what: string;
  why: string;
}

export const ERASURE_EXCEPTIONS: readonly ErasureException[] = [
  {
    title: "Registros das escolhas de cookies deste navegador",
    what: "O código anônimo de consentimento, as opções escolhidas, a versão da política, a data e o resumo criptográfico do IP. Eles nunca tiveram o seu e-mail, o seu nome ou o seu telefone.",
    why: `Quem coleta um consentimento precisa poder comprová-lo (LGPD, art. 8º, § 2º), e a lei permite guardar dados para cumprir uma obrigação legal (art. 16, I). São apagados ${formatMonths(RETENTION_MONTHS.consentRecords)} após a escolha.`,
  },
  {
    title: "Registro da exclusão",
    what: "Um resumo criptográfico do seu e-mail, feito com uma chave secreta, que não permite recuperar o endereço, e a data da exclusão.",
    why: `Impede que os seus dados voltem por uma importação ou por uma cópia de segurança antiga e comprova que atendemos o seu pedido (LGPD, art. 6º, X, e art. 16, I). É apagado ${formatMonths(RETENTION_MONTHS.erasureSuppressions)} após a exclusão.`,
  },
  {
    title: "Histórico de entrega dos e-mails",
    what: "O tipo, as datas e o resultado da entrega dos e-mails que enviamos, com apenas o domínio do endereço (por exemplo, gmail.com). O assunto, o texto, os anexos e o destinatário são apagados.",
    why: "Sem o endereço, esses dados ficam anonimizados e deixam de ser dados pessoais (LGPD, art. 12); a lei permite guardá-los assim para uso exclusivo do controlador (art. 16, IV).",
  },
  {
    title: "Registros de acesso ao site",
    what: "O resumo criptográfico do IP, a data, a hora e a página de cada acesso. Eles não contêm o seu e-mail e não podem ser ligados a ele.",
    why: "O Marco Civil da Internet obriga a guardá-los por 6 meses (Lei nº 12.965/2014, art. 15), e a LGPD permite mantê-los para cumprir essa obrigação (art. 16, I).",
  },
];
