// What /privacidade/meus-dados shows of each kind of personal record (LGPD art. 18, I, II and
// V), declared once, field by field: each group of the page, the kinds of record
// (contracts/personal-data.ts) it shows, the type of its records as the JSON download holds
// them, and for each field its label and how its value reads in pt-BR. The page's lines are
// derived from these declarations (describeGroups), and so is the type of the server's
// answer; the server reads each field from its column (server/privacy/view.ts), and a test
// there fails when a kind has no group or a personal column is neither shown nor said why not.
// Adding a field: its type in the record, its line here, its column there.
import { DOCUMENT_CHANNEL_OPTIONS, INTEREST_OPTIONS, ONBOARDING_STEPS, type SubscriptionChangeKind, type SubscriptionStatus, TEAM_SIZE_OPTIONS } from "./account-options.ts";
import type { OnboardingAnswers } from "./account.ts";
import { CHANNELS, type AttributedTouch, type Channel, type Conversion } from "./attribution-rules.ts";
import { CONVERSIONS } from "./forms.ts";
import { describeSlot } from "./booking-format.ts";
import type { BookingStatus } from "./booking-options.ts";
import { RECEIVERS } from "./data-rights-options.ts";
import { PREFERRED_DAY_OPTIONS, PREFERRED_TIME_OPTIONS, PROTOCOL_USERS_OPTIONS, SOLUTION_OPTIONS, VOLUME_OPTIONS } from "./demo-request-options.ts";
import type { Destination } from "./events.ts";
import { formatDateTime } from "./format-date.ts";
import { CONTACT_FIELDS, type FieldLabel } from "./lead-fields.ts";
import { DEMO_REQUEST_FIELDS } from "./endpoints/demo-request.ts";
import { QUOTE_FIELDS } from "./endpoints/quote.ts";
import { BOOKING_FIELDS } from "./endpoints/booking.ts";
import { DIMENSIONS, LEVELS } from "./maturity-assessment.ts";
import { formatCents } from "./money.ts";
import { PERSONAL_DATA, type PersonalDataKindId } from "./personal-data.ts";
import type { BillingPeriod, PlanTierId } from "./plan-tiers.ts";
import { plans } from "./plans.ts";
import { PRICING_MODULES } from "./pricing-options.ts";
import { CHANGE_LABELS, PERIOD_LABELS, STATUS_LABELS } from "./subscription-labels.ts";

// --- How a record reads -------------------------------------------------------------

/** What the wording of a value may depend on besides its record. */
export interface ViewContext {
  /** When the server read the view (a booked demo's date has passed or not). */
  readAt: string;
  /** A segment's title: the site's content, which contracts/ does not read. */
  segmentTitle: (id: string) => string;
}

export type Line = readonly [label: string, value: string];

export interface RecordItem {
  title: string;
  lines: Line[];
}

type Wording<V, R> = (value: V, record: R, context: ViewContext) => string;

/** How the page shows one field of a record. */
export type FieldView<V, R> =
  /** One line under its label; `show` words the value (a text reads as it is). */
  | ({ label: string } & ([V] extends [string] ? { show?: Wording<V, R> } : { show: Wording<V, R> }))
  /** Several lines (the proof of an opt-in: the answer, then the text and version shown). */
  | { lines: (value: V, record: R, context: ViewContext) => Line[] }
  /** Items of its own after the record's (an account's history, its sessions). */
  | { items: (value: V, record: R, context: ViewContext) => RecordItem[] }
  /** No line of its own: the item's title shows it, the group's note, the line of the field named, or only the JSON download (an id). */
  | { shownIn: "title" | "note" | "download" | (keyof R & string) };

/** Every field of a record `R`, in the order of the page's lines. */
export type FieldViews<R> = { readonly [K in keyof R]-?: FieldView<R[K], R> };

/** Records described field by field: their lines, and an item title (none when the record shows only as its fields' items). */
interface Described<R> {
  fields: FieldViews<R>;
  title?: (record: R, context: ViewContext) => string;
}

/** A record's item (when it has a title) and its fields' own items. */
function describeRecord<R>({ fields, title }: Described<R>, record: R, context: ViewContext): RecordItem[] {
  const lines: Line[] = [];
  const items: RecordItem[] = [];
  type Field = { label: string; show?: Wording<unknown, R> } | { lines: (value: unknown, record: R, context: ViewContext) => Line[] } | { items: (value: unknown, record: R, context: ViewContext) => RecordItem[] } | { shownIn: string };
  for (const [name, field] of Object.entries(fields) as [keyof R, Field][]) {
    const value = record[name];
    if ("label" in field) lines.push([field.label, field.show ? field.show(value, record, context) : String(value)]);
    else if ("lines" in field) lines.push(...field.lines(value, record, context));
    else if ("items" in field) items.push(...field.items(value, record, context));
  }
  return title ? [{ title: title(record, context), lines }, ...items] : items;
}

/** The items of nested records (one, none or a list), each described by its fields. */
const each =
  <R>(described: Described<R>) =>
  (value: R | readonly R[] | null, _record: unknown, context: ViewContext): RecordItem[] =>
    (value === null ? [] : Array.isArray(value) ? (value as readonly R[]) : [value as R]).flatMap((record) => describeRecord(described, record, context));

// --- The wordings many fields share --------------------------------------------------

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;
const labelsOf = (list: readonly { value: string; label: string }[], values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.map((v) => labelOf(list, v)).join(", ") : "Não respondido";
const planName = (tier: string) => plans.find((p) => p.id === tier)?.name ?? tier;
const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none);
const planLine = (tier: string, period: BillingPeriod) => `${planName(tier)}, cobrança ${PERIOD_LABELS[period].toLowerCase()}`;

/** A form's field on its line, under the form's label. */
const asked = ({ label }: FieldLabel) => ({ label });
/** A field answered from a list of options, under the form's label, read as the option's label. */
const chosen = ({ label }: FieldLabel, options: readonly { value: string; label: string }[]) => ({ label, show: (value: string) => labelOf(options, value) });
/** A date, or what its absence means. */
const dated = (label: string, none: string) => ({ label, show: (iso: string | null) => when(iso, none) });
const at = (label: string) => ({ label, show: (iso: string) => formatDateTime(iso) });

const USER_AGENT = { label: "Navegador (user agent)", show: (userAgent: string | null) => userAgent ?? "Não registrado" };
const IP_HASH = { label: "Resumo do IP (hash com chave secreta)" };

/** A touch as the page lists it: every value it holds, named as in the URL it came from. */
const touchText = (touch: AttributedTouch) =>
  [
    `${touch.source} / ${touch.medium}`,
    touch.campaign && `utm_campaign: ${touch.campaign}`,
    touch.term && `utm_term: ${touch.term}`,
    touch.content && `utm_content: ${touch.content}`,
    ...Object.entries(touch.click_ids ?? {}).map(([name, value]) => `${name}: ${value}`),
    touch.referrer && `veio de ${touch.referrer}`,
    touch.landing_path && `entrou por ${touch.landing_path}`,
    touch.at && `em ${formatDateTime(touch.at)}`,
  ]
    .filter(Boolean)
    .join(" · ");

// --- The records (dates are ISO 8601) ------------------------------------------------

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

const DEMO_REQUEST: Described<DemoRequestRecord> = {
  title: (r) => `Pedido enviado em ${formatDateTime(r.createdAt)}`,
  fields: {
    id: { shownIn: "download" },
    createdAt: { shownIn: "title" },
    name: asked(DEMO_REQUEST_FIELDS.name),
    email: asked(DEMO_REQUEST_FIELDS.email),
    phone: asked(DEMO_REQUEST_FIELDS.phone),
    company: asked(DEMO_REQUEST_FIELDS.company),
    solution: chosen(DEMO_REQUEST_FIELDS.solution, SOLUTION_OPTIONS),
    details: asked(DEMO_REQUEST_FIELDS.details),
    users: { label: DEMO_REQUEST_FIELDS.users.label, show: (users) => (users === null ? "Não informado" : String(users)) },
    protocolUsers: chosen(DEMO_REQUEST_FIELDS.protocolUsers, PROTOCOL_USERS_OPTIONS),
    volume: chosen(DEMO_REQUEST_FIELDS.volume, VOLUME_OPTIONS),
    preferredDay: chosen(DEMO_REQUEST_FIELDS.preferredDay, PREFERRED_DAY_OPTIONS),
    preferredTime: chosen(DEMO_REQUEST_FIELDS.preferredTime, PREFERRED_TIME_OPTIONS),
    userAgent: USER_AGENT,
    ipHash: IP_HASH,
  },
};

interface BookingRecord {
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
  /** Who gives the demo and where to join it (demos booked with named hosts). */
  hostName: string | null;
  meetingUrl: string | null;
}

function bookingStatus(booking: BookingRecord, readAt: string): string {
  if (booking.status === "cancelled") return `Cancelada${booking.cancelledAt ? ` em ${formatDateTime(booking.cancelledAt)}` : ""}`;
  if (booking.status === "held") return "Aguardando a confirmação pelo link do e-mail";
  if (booking.status === "expired") return "Não confirmada pelo e-mail: o horário foi liberado";
  return booking.slotStart > readAt ? "Confirmada para uma data futura" : "Data já passou";
}

const BOOKING: Described<BookingRecord> = {
  title: (b) => `Demonstração: ${describeSlot(b.slotStart, b.slotEnd)}`,
  fields: {
    id: { shownIn: "download" },
    slotStart: { shownIn: "title" },
    slotEnd: { shownIn: "title" },
    status: { label: "Situação", show: (_, booking, { readAt }) => bookingStatus(booking, readAt) },
    cancelledAt: { shownIn: "status" },
    name: asked(BOOKING_FIELDS.name),
    email: asked(BOOKING_FIELDS.email),
    phone: asked(BOOKING_FIELDS.phone),
    company: asked(BOOKING_FIELDS.company),
    topic: chosen(BOOKING_FIELDS.topic, SOLUTION_OPTIONS),
    notes: { label: BOOKING_FIELDS.notes.label, show: (notes) => notes || "Nenhuma" },
    timeZone: { label: "Fuso horário do navegador", show: (timeZone) => timeZone ?? "Não registrado" },
    hostName: { label: "Com quem", show: (hostName) => hostName ?? "Nossa equipe comercial" },
    meetingUrl: { label: "Link da videochamada", show: (meetingUrl) => meetingUrl ?? "Nenhum" },
    createdAt: at("Agendada em"),
    ipHash: IP_HASH,
  },
};

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

const MATURITY_REPORT: Described<MaturityReportRecord> = {
  title: (r) => `Relatório pedido em ${formatDateTime(r.createdAt)}`,
  fields: {
    id: { shownIn: "download" },
    createdAt: { shownIn: "title" },
    name: asked(CONTACT_FIELDS.name),
    company: asked(CONTACT_FIELDS.company),
    email: asked(CONTACT_FIELDS.email),
    consentedAt: at("Autorização dada em"),
    score: { label: "Pontuação geral", show: (score) => `${score} de 100` },
    level: { label: "Nível", show: (level) => LEVELS.find((l) => l.id === level)?.name ?? level },
    dimensionScores: { label: "Pontuação por dimensão", show: (scores) => DIMENSIONS.map((d) => `${d.name}: ${scores[d.id] ?? 0}`).join("; ") },
    userAgent: USER_AGENT,
    ipHash: IP_HASH,
  },
};

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

const QUOTE: Described<QuoteRecord> = {
  title: (q) => `Proposta gerada em ${formatDateTime(q.createdAt)}`,
  fields: {
    id: { shownIn: "download" },
    createdAt: { shownIn: "title" },
    company: asked(QUOTE_FIELDS.company),
    cnpj: asked(QUOTE_FIELDS.cnpj),
    responsible: asked(QUOTE_FIELDS.responsible),
    email: asked(QUOTE_FIELDS.email),
    planTier: { label: "Plano", show: (tier, q) => planLine(tier, q.period) },
    period: { shownIn: "planTier" },
    users: { label: "Configuração", show: (users, q) => `${users} usuários, ${q.monthlyProtocols} protocolos por mês, ${q.storageGb} GB de armazenamento` },
    monthlyProtocols: { shownIn: "users" },
    storageGb: { shownIn: "users" },
    modules: { label: "Módulos", show: (modules) => (modules.length > 0 ? modules.map((id) => PRICING_MODULES.find((m) => m.id === id)?.name ?? id).join(", ") : "Nenhum") },
    totalCents: { label: "Total", show: (cents) => formatCents(cents) },
    validUntil: at("Válida até"),
    ipHash: IP_HASH,
  },
};

/** The blog's newsletter: pending until confirmed from the e-mailed link. */
interface NewsletterRecord {
  status: "pending" | "subscribed";
  email: string;
  requestedAt: string;
  confirmedAt: string | null;
  consentText: string;
  consentVersion: string;
  userAgent: string | null;
  ipHash: string;
}

const NEWSLETTER: Described<NewsletterRecord> = {
  title: (n) => (n.status === "subscribed" ? "Inscrição confirmada" : "Aguardando a confirmação pelo link do e-mail"),
  fields: {
    status: { shownIn: "title" },
    email: asked(CONTACT_FIELDS.email),
    requestedAt: at("Pedido em"),
    confirmedAt: dated("Confirmada em", "Ainda não confirmada"),
    consentText: { label: "Texto da autorização" },
    consentVersion: { label: "Versão do texto da autorização" },
    userAgent: USER_AGENT,
    ipHash: IP_HASH,
  },
};

interface OnboardingRecord {
  answers: OnboardingAnswers;
  currentStep: string;
  completedAt: string | null;
  updatedAt: string;
}

const ONBOARDING: Described<OnboardingRecord> = {
  title: () => "Respostas do primeiro acesso",
  fields: {
    answers: {
      lines: (answers, _, { segmentTitle }) => [
        ["Segmento", answers.segment ? segmentTitle(answers.segment) : "Não respondido"],
        ["Tamanho da equipe", answers.teamSize ? labelOf(TEAM_SIZE_OPTIONS, answers.teamSize) : "Não respondido"],
        ["Módulos de interesse", labelsOf(INTEREST_OPTIONS, answers.interests)],
        ["Como os documentos chegam hoje", labelsOf(DOCUMENT_CHANNEL_OPTIONS, answers.documentChannels)],
      ],
    },
    currentStep: {
      label: "Andamento",
      show: (step, o) =>
        o.completedAt ? `Concluído em ${formatDateTime(o.completedAt)}` : `Na etapa ${ONBOARDING_STEPS.indexOf(step as (typeof ONBOARDING_STEPS)[number]) + 1} de ${ONBOARDING_STEPS.length}`,
    },
    completedAt: { shownIn: "currentStep" },
    updatedAt: at("Última alteração"),
  },
};

interface SubscriptionChangeRecord {
  at: string;
  kind: SubscriptionChangeKind;
  planTier: PlanTierId;
  billingPeriod: BillingPeriod;
  monthlyPriceCents: number;
  reason: string | null;
}

interface AccountRecord {
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
  onboarding: OnboardingRecord | null;
  invitationsSent: { email: string; createdAt: string }[];
  subscriptionHistory: SubscriptionChangeRecord[];
  sessions: { createdAt: string; expiresAt: string }[];
}

/** One item listing `entries`, one line each; none when there are none. */
const listed =
  <T>(title: string, line: (entry: T) => Line) =>
  (entries: readonly T[]): RecordItem[] =>
    entries.length > 0 ? [{ title, lines: entries.map(line) }] : [];

const ACCOUNT: Described<AccountRecord> = {
  title: (a) => `Conta criada em ${formatDateTime(a.createdAt)}`,
  fields: {
    createdAt: { shownIn: "title" },
    name: asked(CONTACT_FIELDS.name),
    email: asked(CONTACT_FIELDS.email),
    company: asked(CONTACT_FIELDS.company),
    phone: asked(CONTACT_FIELDS.phone),
    status: { label: "Situação", show: (status) => STATUS_LABELS[status] },
    planTier: { label: "Plano", show: (tier, a) => planLine(tier, a.billingPeriod) },
    billingPeriod: { shownIn: "planTier" },
    termsAcceptedAt: at("Termos aceitos em"),
    confirmedAt: dated("E-mail confirmado em", "Não confirmado"),
    trialEndsAt: dated("Fim do teste grátis", "Não iniciado"),
    ipHash: IP_HASH,
    onboarding: { items: each(ONBOARDING) },
    subscriptionHistory: {
      items: listed("Histórico da assinatura", (change: SubscriptionChangeRecord) => [
        formatDateTime(change.at),
        `${CHANGE_LABELS[change.kind]}: plano ${planLine(change.planTier, change.billingPeriod)}, ${formatCents(change.monthlyPriceCents)} por mês` +
          (change.reason ? `. Motivo informado: ${change.reason}` : ""),
      ]),
    },
    invitationsSent: { items: listed("Convites enviados a colegas", (i: { email: string; createdAt: string }) => [formatDateTime(i.createdAt), i.email]) },
    sessions: { items: listed("Sessões abertas", (s: { createdAt: string; expiresAt: string }) => [`Aberta em ${formatDateTime(s.createdAt)}`, `Expira em ${formatDateTime(s.expiresAt)}`]) },
  },
};

/** Where a conversion of this address came from (campaign attribution), and its mailing opt-in. */
interface AttributionRecord {
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

const CONSENT_ASKED = "Quer receber conteúdos por e-mail (caixa marcada ou não no formulário)";

const ATTRIBUTION: Described<AttributionRecord> = {
  title: (a) => `${CONVERSIONS[a.conversion]}: ${formatDateTime(a.createdAt)}`,
  fields: {
    createdAt: { shownIn: "title" },
    conversion: { shownIn: "title" },
    channel: { label: "Canal (busca paga, redes sociais, e-mail, direto...)", show: (channel) => (channel ? CHANNELS[channel] : "Não identificado") },
    lastTouch: {
      label: "Visita que levou ao pedido: parâmetros da campanha, identificadores de clique de anúncios, site de origem e página de entrada",
      show: (touch) => (touch ? touchText(touch) : "Não identificada"),
    },
    firstTouch: { label: "Primeiro contato, com data, guardado com o seu consentimento para cookies de marketing", show: (touch) => (touch ? touchText(touch) : "Nenhum") },
    // The proof of the opt-in: the text and version shown with the box, when the form had it.
    mailingConsent: {
      lines: (granted, { mailingConsentText: text, mailingConsentVersion: version }) =>
        text === null || version === null
          ? [[CONSENT_ASKED, granted ? "Sim" : "Não perguntado: o formulário não tinha a caixa"]]
          : [
              [CONSENT_ASKED, granted ? "Sim" : "Não"],
              ["Texto da caixa de autorização de e-mails", text],
              ["Versão do texto da caixa de autorização de e-mails", version],
            ],
    },
    mailingConsentText: { shownIn: "mailingConsent" },
    mailingConsentVersion: { shownIn: "mailingConsent" },
  },
};

/** A colleague's account invited this address to its team. */
interface InvitationReceivedRecord {
  createdAt: string;
  company: string;
}

const INVITATION_RECEIVED: Described<InvitationReceivedRecord> = {
  title: (i) => `Convite da equipe ${i.company}`,
  fields: { createdAt: at("Enviado em"), company: { shownIn: "title" } },
};

/** An e-mail whose contents are still kept: to this address, or about it (to our team, to a colleague invited). */
export interface MailRecord {
  createdAt: string;
  /** The address when the message went to it; otherwise the recipient's role (MAIL_RECIPIENT_ROLES). */
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  sentAt: string | null;
}

const MAIL_STATUS: Record<MailRecord["status"], string> = { pending: "Na fila de envio", sent: "Enviado", failed: "Não foi entregue" };

const MAIL: Described<MailRecord> = {
  title: (m) => m.subject,
  fields: {
    subject: { shownIn: "title" },
    to: { label: "Para" },
    status: { label: "Situação", show: (status, m) => (status === "sent" && m.sentAt ? `Enviado em ${formatDateTime(m.sentAt)}` : MAIL_STATUS[status]) },
    sentAt: { shownIn: "status" },
    createdAt: at("Criado em"),
  },
};

interface AccessRequestRecord {
  createdAt: string;
  openedAt: string | null;
}

const ACCESS_REQUEST: Described<AccessRequestRecord> = {
  title: (r) => `Link pedido em ${formatDateTime(r.createdAt)}`,
  fields: { createdAt: { shownIn: "title" }, openedAt: dated("Aberto em", "Ainda não aberto") },
};

interface CookieChoiceRecord {
  chosenAt: string;
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  policyVersion: string;
  ipHash: string;
}

const allowed = (label: string) => ({ label, show: (yes: boolean) => (yes ? "Permitidos" : "Recusados") });

/** This browser's cookie choices, by the anonymous consent id it sent (never tied to the address). */
interface CookieConsentRecord {
  consentId: string | null;
  records: CookieChoiceRecord[];
}

const COOKIE_CONSENT: Described<CookieConsentRecord> = {
  fields: {
    consentId: { shownIn: "note" },
    records: {
      items: each<CookieChoiceRecord>({
        title: (c) => `Escolha de ${formatDateTime(c.chosenAt)}`,
        fields: {
          chosenAt: { shownIn: "title" },
          necessary: { label: "Necessários", show: () => "Sempre ativos" },
          analytics: allowed("Análise"),
          marketing: allowed("Marketing"),
          policyVersion: { label: "Versão da política" },
          ipHash: IP_HASH,
        },
      }),
    },
  },
};

// --- The groups of the page ----------------------------------------------------------

/** One group of the page, as the page shows it. */
export interface RecordGroup {
  id: string;
  title: string;
  /** Said when the group holds nothing. */
  empty: string;
  /** A sentence under the title (what the group is, how long it is kept). */
  note?: string;
  items: RecordItem[];
}

/**
 * A group's declaration: its heading, the kinds of record it shows, whether they are the
 * address's own data (when no such group holds anything, the page says the site holds
 * nothing about it), and how the part of the view it reads (its slot) becomes items.
 */
export interface ViewGroup<Slot> {
  id: string;
  title: string;
  empty: string;
  note?: string | ((slot: Slot) => string);
  kinds: readonly [PersonalDataKindId, ...PersonalDataKindId[]];
  own: boolean;
  /** The records' fields, when described field by field (the server's columns must match them). */
  fields?: Readonly<Record<string, unknown>>;
  /** How many records the slot holds. */
  count: (slot: Slot) => number;
  items: (slot: Slot, context: ViewContext) => RecordItem[];
}

type Heading<Slot> = Pick<ViewGroup<Slot>, "id" | "title" | "empty" | "note" | "kinds" | "own">;

/** A group showing a list of records. */
const list = <R>(heading: Heading<R[]>, described: Described<R>): ViewGroup<R[]> => ({
  ...heading,
  fields: described.fields,
  count: (records) => records.length,
  items: (records, context) => records.flatMap((record) => describeRecord(described, record, context)),
});

/** A group showing one record, or none. */
const optional = <R>(heading: Heading<R | null>, described: Described<R>): ViewGroup<R | null> => ({
  ...heading,
  fields: described.fields,
  count: (record) => (record ? 1 : 0),
  items: (record, context) => (record ? describeRecord(described, record, context) : []),
});

/** A group showing one record that is always there (a browser's cookie choices, maybe none). */
const single = <R>(heading: Heading<R>, described: Described<R>, count: (record: R) => number): ViewGroup<R> => ({
  ...heading,
  fields: described.fields,
  count,
  items: (record, context) => describeRecord(described, record, context),
});

/** A group showing a list of plain values, each one item (the systems that received the address). */
const values = <V>(heading: Heading<V[]>, describe: (value: V) => RecordItem): ViewGroup<V[]> => ({
  ...heading,
  count: (all) => all.length,
  items: (all) => all.map(describe),
});

/** Every group of the page, in its order. The JSON download holds each group's slot under its key. */
export const VIEW_GROUPS = {
  demoRequests: list(
    { id: "pedidos-de-demonstracao", title: "Pedidos de demonstração", empty: "Nenhum pedido de demonstração com este e-mail.", kinds: ["demoRequests"], own: true },
    DEMO_REQUEST,
  ),
  bookings: list({ id: "agendamentos", title: "Agendamentos de demonstração", empty: "Nenhuma demonstração agendada com este e-mail.", kinds: ["bookings"], own: true }, BOOKING),
  maturityReports: list(
    { id: "relatorios-da-avaliacao", title: "Relatórios da avaliação de maturidade digital", empty: "Nenhum relatório pedido com este e-mail.", kinds: ["maturityReports"], own: true },
    MATURITY_REPORT,
  ),
  quotes: list({ id: "propostas", title: "Propostas da calculadora de preços", empty: "Nenhuma proposta gerada com este e-mail.", kinds: ["quotes"], own: true }, QUOTE),
  newsletter: optional(
    { id: "newsletter", title: PERSONAL_DATA.newsletterSubscriptions.name, empty: "Este e-mail não está inscrito na newsletter do blog.", kinds: ["newsletterSubscriptions"], own: true },
    NEWSLETTER,
  ),
  account: optional({ id: "conta-de-teste", title: "Conta de teste grátis", empty: "Nenhuma conta de teste com este e-mail.", kinds: ["trialAccounts"], own: true }, ACCOUNT),
  attributions: list(
    {
      id: "origem",
      title: PERSONAL_DATA.attributions.name,
      note: `${PERSONAL_DATA.attributions.purpose} Guardada pelo mesmo prazo do registro a que se refere.`,
      empty: "Nenhuma origem registrada.",
      kinds: ["attributions"],
      // It hangs on the records above.
      own: false,
    },
    ATTRIBUTION,
  ),
  invitationsReceived: list({ id: "convites-recebidos", title: "Convites de outras contas", empty: "Nenhuma conta convidou este e-mail.", kinds: ["trialAccounts"], own: true }, INVITATION_RECEIVED),
  mail: list(
    {
      id: "emails",
      title: "E-mails guardados",
      note: "E-mails para você, ou sobre você para a nossa equipe, que ainda estão na fila ou foram entregues há menos de 7 dias. Depois disso, o conteúdo é apagado automaticamente.",
      empty: "Nenhum e-mail guardado.",
      kinds: ["mailContents"],
      own: false,
    },
    MAIL,
  ),
  sharedWith: values(
    {
      id: "compartilhamento",
      title: "Compartilhamento com outros sistemas",
      note: "Sistemas fora do site que receberam dados ligados a este e-mail. Se você excluir os seus dados, pedimos a exclusão a cada um deles.",
      empty: "Nenhum sistema fora do site recebeu dados deste e-mail.",
      // The systems, not the copies sent on: those are the records above.
      kinds: ["recipients", "sentEvents"],
      own: true,
    },
    (destination: Destination) => ({ title: RECEIVERS[destination].name, lines: [["Para quê", RECEIVERS[destination].purpose]] }),
  ),
  accessRequests: list(
    {
      id: "pedidos-de-acesso",
      title: "Pedidos de acesso a esta página",
      note: "Cada link que você pede fica registrado por 24 horas, para sabermos se já foi usado.",
      empty: "Nenhum pedido.",
      kinds: ["dataRightsRequests"],
      own: false,
    },
    ACCESS_REQUEST,
  ),
  cookieConsent: single(
    {
      id: "cookies",
      title: "Escolhas de cookies deste navegador",
      note: ({ consentId }) =>
        consentId
          ? `Registradas pelo código anônimo de consentimento ${consentId}, o mesmo das preferências de cookies. Elas não estão ligadas ao seu e-mail.`
          : "Este navegador não tem um código de consentimento de cookies.",
      empty: "Nenhuma escolha registrada.",
      kinds: ["consentRecords"],
      own: false,
    },
    COOKIE_CONSENT,
    (consent) => consent.records.length,
  ),
};

/** The kinds the page shows above its groups: the date of an earlier erasure (the erasure's own record). */
export const HEADER_KINDS: readonly PersonalDataKindId[] = ["erasureSuppressions"];

type Groups = typeof VIEW_GROUPS;
type SlotOf<G> = G extends ViewGroup<infer Slot> ? Slot : never;

/** Everything the site holds about one address: the answer of POST open, and the JSON download. */
export type DataRightsView = {
  email: string;
  /** When the server read it. */
  readAt: string;
  /** When data of this address was last erased at its owner's request, if ever. */
  previousErasureAt: string | null;
} & { [G in keyof Groups]: SlotOf<Groups[G]> };

/** Every group of the view in the page's order, each possibly empty. */
export function describeGroups(view: DataRightsView, context: ViewContext): RecordGroup[] {
  return Object.entries(VIEW_GROUPS).map(([key, group]) => {
    const { id, title, empty, note } = group as ViewGroup<unknown>;
    const slot = view[key as keyof Groups];
    const said = typeof note === "function" ? note(slot) : note;
    return { id, title, empty, ...(said === undefined ? {} : { note: said }), items: (group as ViewGroup<unknown>).items(slot, context) };
  });
}

/** True when the address has records of its own (not only this page's link and its e-mail). */
export const hasRecords = (view: DataRightsView): boolean =>
  Object.entries(VIEW_GROUPS).some(([key, group]) => (group as ViewGroup<unknown>).own && (group as ViewGroup<unknown>).count(view[key as keyof Groups]) > 0);
