// The view of /privacidade/meus-dados in plain pt-BR: each group of records with its title,
// and each record as label/value lines. The page renders exactly this, and the JSON download
// is the view it was made from.
import { DOCUMENT_CHANNEL_OPTIONS, INTEREST_OPTIONS, ONBOARDING_STEPS, TEAM_SIZE_OPTIONS } from "../../../contracts/account-options";
import { CHANNELS, CONVERSIONS, type AttributedTouch } from "../../../contracts/attribution-rules";
import { describeSlot } from "../../../contracts/booking-format";
import { RECEIVERS, type AccountRecord, type BookingRecord, type AttributionRecord, type DataRightsView, type MailRecord } from "../../../contracts/data-rights-options";
import { PREFERRED_DAY_OPTIONS, PREFERRED_TIME_OPTIONS, PROTOCOL_USERS_OPTIONS, SOLUTION_OPTIONS, VOLUME_OPTIONS } from "../../../contracts/demo-request-options";
import { formatDateTime } from "../../../contracts/format-date";
import { formatCents } from "../../../contracts/money";
import { PERSONAL_DATA } from "../../../contracts/personal-data";
import { PRICING_MODULES } from "../../../contracts/pricing-options";
import { DIMENSIONS, LEVELS } from "../../../contracts/maturity-assessment";
import { plans } from "../../../contracts/plans";
import { segments } from "../../content/segments";
import { CHANGE_LABELS, PERIOD_LABELS, STATUS_LABELS } from "../subscription/labels";

type Line = readonly [label: string, value: string];

interface RecordItem {
  title: string;
  lines: Line[];
}

export interface RecordGroup {
  id: string;
  title: string;
  /** Said when the group holds nothing. */
  empty: string;
  /** A sentence under the title (what the group is, how long it is kept). */
  note?: string;
  items: RecordItem[];
}

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;
const labelsOf = (list: readonly { value: string; label: string }[], values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.map((v) => labelOf(list, v)).join(", ") : "Não respondido";
const planName = (tier: string) => plans.find((p) => p.id === tier)?.name ?? tier;
const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none);
// Each record's field labels, as the privacy policy names them too.
const LEAD = PERSONAL_DATA.demoRequests.fields;
const BOOKING = PERSONAL_DATA.bookings.fields;
const REPORT = PERSONAL_DATA.maturityReports.fields;
const QUOTE = PERSONAL_DATA.quotes.fields;
const ACCOUNT = PERSONAL_DATA.trialAccounts.fields;
const CONSENT = PERSONAL_DATA.consentRecords.fields;
const ORIGIN = PERSONAL_DATA.attributions.fields;
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
const NEWSLETTER = PERSONAL_DATA.newsletterSubscriptions.fields;
/** A conversion's mailing opt-in, with the text shown when the form had the box. */
const mailingConsentLines = (a: AttributionRecord): Line[] =>
  a.mailingConsentText === null || a.mailingConsentVersion === null
    ? [[ORIGIN.mailingConsent, a.mailingConsent ? "Sim" : "Não perguntado: o formulário não tinha a caixa"]]
    : [
        [ORIGIN.mailingConsent, a.mailingConsent ? "Sim" : "Não"],
        [ORIGIN.mailingConsentText, a.mailingConsentText],
        [ORIGIN.mailingConsentVersion, a.mailingConsentVersion],
      ];

const technical = (userAgent: string | null, ipHash: string): Line[] => [
  [LEAD.userAgent, userAgent ?? "Não registrado"],
  [LEAD.ipHash, ipHash],
];

/** A record's fields that read as they are, each under its registry label, in the order given. */
const fieldLines = <K extends string>(labels: Readonly<Record<K, string>>, record: Readonly<Record<K, string>>, names: readonly K[]): Line[] =>
  names.map((name) => [labels[name], record[name]]);

/** How a lead's contact details read (a demo request, a booking). */
const contactLines = (lead: { name: string; email: string; phone: string; company: string }) => fieldLines(LEAD, lead, ["name", "email", "phone", "company"]);

/** A group of the view: its heading texts, and each of its records described. */
const group = <T>(heading: Omit<RecordGroup, "items">, records: readonly T[], describe: (record: T) => RecordItem): RecordGroup => ({
  ...heading,
  items: records.map(describe),
});

function bookingStatus(booking: BookingRecord, readAt: string): string {
  if (booking.status === "cancelled") return `Cancelada${booking.cancelledAt ? ` em ${formatDateTime(booking.cancelledAt)}` : ""}`;
  if (booking.status === "held") return "Aguardando a confirmação pelo link do e-mail";
  if (booking.status === "expired") return "Não confirmada pelo e-mail: o horário foi liberado";
  return booking.slotStart > readAt ? "Confirmada para uma data futura" : "Data já passou";
}

const MAIL_STATUS: Record<MailRecord["status"], string> = { pending: "Na fila de envio", sent: "Enviado", failed: "Não foi entregue" };

function accountItems(account: AccountRecord): RecordItem[] {
  const items: RecordItem[] = [
    {
      title: `Conta criada em ${formatDateTime(account.createdAt)}`,
      lines: [
        ...fieldLines(ACCOUNT, account, ["name", "email", "company", "phone"]),
        ["Situação", STATUS_LABELS[account.status]],
        ["Plano", `${planName(account.planTier)}, cobrança ${PERIOD_LABELS[account.billingPeriod].toLowerCase()}`],
        ["Termos aceitos em", formatDateTime(account.termsAcceptedAt)],
        ["E-mail confirmado em", when(account.confirmedAt, "Não confirmado")],
        ["Fim do teste grátis", when(account.trialEndsAt, "Não iniciado")],
        [ACCOUNT.ipHash, account.ipHash],
      ],
    },
  ];
  const onboarding = account.onboarding;
  if (onboarding) {
    const { answers } = onboarding;
    const step = ONBOARDING_STEPS.indexOf(onboarding.currentStep as (typeof ONBOARDING_STEPS)[number]) + 1;
    items.push({
      title: "Respostas do primeiro acesso",
      lines: [
        ["Segmento", answers.segment ? (segments.find((s) => s.id === answers.segment)?.title ?? answers.segment) : "Não respondido"],
        ["Tamanho da equipe", answers.teamSize ? labelOf(TEAM_SIZE_OPTIONS, answers.teamSize) : "Não respondido"],
        ["Módulos de interesse", labelsOf(INTEREST_OPTIONS, answers.interests)],
        ["Como os documentos chegam hoje", labelsOf(DOCUMENT_CHANNEL_OPTIONS, answers.documentChannels)],
        ["Andamento", onboarding.completedAt ? `Concluído em ${formatDateTime(onboarding.completedAt)}` : `Na etapa ${step} de ${ONBOARDING_STEPS.length}`],
        ["Última alteração", formatDateTime(onboarding.updatedAt)],
      ],
    });
  }
  if (account.subscriptionHistory.length > 0) {
    items.push({
      title: "Histórico da assinatura",
      lines: account.subscriptionHistory.map((change) => [
        formatDateTime(change.at),
        `${CHANGE_LABELS[change.kind]}: plano ${planName(change.planTier)}, cobrança ${PERIOD_LABELS[change.billingPeriod].toLowerCase()}, ${formatCents(change.monthlyPriceCents)} por mês` +
          (change.reason ? `. Motivo informado: ${change.reason}` : ""),
      ]),
    });
  }
  if (account.invitationsSent.length > 0) {
    items.push({ title: "Convites enviados a colegas", lines: account.invitationsSent.map((i) => [formatDateTime(i.createdAt), i.email]) });
  }
  if (account.sessions.length > 0) {
    items.push({ title: "Sessões abertas", lines: account.sessions.map((s) => [`Aberta em ${formatDateTime(s.createdAt)}`, `Expira em ${formatDateTime(s.expiresAt)}`]) });
  }
  return items;
}

/** Every group of the view, in the page's order, each possibly empty. */
export function describeView(view: DataRightsView): RecordGroup[] {
  return [
    group({ id: "pedidos-de-demonstracao", title: "Pedidos de demonstração", empty: "Nenhum pedido de demonstração com este e-mail." }, view.demoRequests, (r) => ({
      title: `Pedido enviado em ${formatDateTime(r.createdAt)}`,
      lines: [
        ...contactLines(r),
        [LEAD.solution, labelOf(SOLUTION_OPTIONS, r.solution)],
        [LEAD.details, r.details],
        [LEAD.users, r.users === null ? "Não informado" : String(r.users)],
        [LEAD.protocolUsers, labelOf(PROTOCOL_USERS_OPTIONS, r.protocolUsers)],
        [LEAD.volume, labelOf(VOLUME_OPTIONS, r.volume)],
        [LEAD.preferredDay, labelOf(PREFERRED_DAY_OPTIONS, r.preferredDay)],
        [LEAD.preferredTime, labelOf(PREFERRED_TIME_OPTIONS, r.preferredTime)],
        ...technical(r.userAgent, r.ipHash),
      ],
    })),
    group({ id: "agendamentos", title: "Agendamentos de demonstração", empty: "Nenhuma demonstração agendada com este e-mail." }, view.bookings, (b) => ({
      title: `Demonstração: ${describeSlot(b.slotStart, b.slotEnd)}`,
      lines: [
        ["Situação", bookingStatus(b, view.readAt)],
        ...contactLines(b),
        [BOOKING.topic, labelOf(SOLUTION_OPTIONS, b.topic)],
        [BOOKING.notes, b.notes || "Nenhuma"],
        [BOOKING.timeZone, b.timeZone ?? "Não registrado"],
        ["Agendada em", formatDateTime(b.createdAt)],
        [BOOKING.ipHash, b.ipHash],
      ],
    })),
    group({ id: "relatorios-da-avaliacao", title: "Relatórios da avaliação de maturidade digital", empty: "Nenhum relatório pedido com este e-mail." }, view.maturityReports, (r) => ({
      title: `Relatório pedido em ${formatDateTime(r.createdAt)}`,
      lines: [
        ...fieldLines(REPORT, r, ["name", "company", "email"]),
        [REPORT.consentedAt, formatDateTime(r.consentedAt)],
        [REPORT.score, `${r.score} de 100`],
        [REPORT.level, LEVELS.find((l) => l.id === r.level)?.name ?? r.level],
        [REPORT.dimensionScores, DIMENSIONS.map((d) => `${d.name}: ${r.dimensionScores[d.id] ?? 0}`).join("; ")],
        ...technical(r.userAgent, r.ipHash),
      ],
    })),
    group({ id: "propostas", title: "Propostas da calculadora de preços", empty: "Nenhuma proposta gerada com este e-mail." }, view.quotes, (q) => ({
      title: `Proposta gerada em ${formatDateTime(q.createdAt)}`,
      lines: [
        ...fieldLines(QUOTE, q, ["company", "cnpj", "responsible", "email"]),
        ["Plano", `${planName(q.planTier)}, cobrança ${PERIOD_LABELS[q.period].toLowerCase()}`],
        ["Configuração", `${q.users} usuários, ${q.monthlyProtocols} protocolos por mês, ${q.storageGb} GB de armazenamento`],
        ["Módulos", q.modules.length > 0 ? q.modules.map((id) => PRICING_MODULES.find((m) => m.id === id)?.name ?? id).join(", ") : "Nenhum"],
        ["Total", formatCents(q.totalCents)],
        ["Válida até", formatDateTime(q.validUntil)],
        [QUOTE.ipHash, q.ipHash],
      ],
    })),
    group({ id: "newsletter", title: PERSONAL_DATA.newsletterSubscriptions.name, empty: "Este e-mail não está inscrito na newsletter do blog." }, view.newsletter ? [view.newsletter] : [], (n) => ({
      title: n.status === "subscribed" ? "Inscrição confirmada" : "Aguardando a confirmação pelo link do e-mail",
      lines: [
        [NEWSLETTER.email, n.email],
        [NEWSLETTER.requestedAt, formatDateTime(n.requestedAt)],
        [NEWSLETTER.confirmedAt, when(n.confirmedAt, "Ainda não confirmada")],
        [NEWSLETTER.consentText, n.consentText],
        [NEWSLETTER.consentVersion, n.consentVersion],
        ...technical(n.userAgent, n.ipHash),
      ],
    })),
    {
      id: "conta-de-teste",
      title: "Conta de teste grátis",
      empty: "Nenhuma conta de teste com este e-mail.",
      items: view.account ? accountItems(view.account) : [],
    },
    group(
      {
        id: "origem",
        title: PERSONAL_DATA.attributions.name,
        note: `${PERSONAL_DATA.attributions.purpose} Guardada pelo mesmo prazo do registro a que se refere.`,
        empty: "Nenhuma origem registrada.",
      },
      view.attributions,
      (a) => ({
        title: `${CONVERSIONS[a.conversion]}: ${formatDateTime(a.createdAt)}`,
        lines: [
          [ORIGIN.channel, a.channel ? CHANNELS[a.channel] : "Não identificado"],
          [ORIGIN.lastTouch, a.lastTouch ? touchText(a.lastTouch) : "Não identificada"],
          [ORIGIN.firstTouch, a.firstTouch ? touchText(a.firstTouch) : "Nenhum"],
          ...mailingConsentLines(a),
        ],
      }),
    ),
    group({ id: "convites-recebidos", title: "Convites de outras contas", empty: "Nenhuma conta convidou este e-mail." }, view.invitationsReceived, (i) => ({
      title: `Convite da equipe ${i.company}`,
      lines: [["Enviado em", formatDateTime(i.createdAt)]],
    })),
    group(
      {
        id: "emails",
        title: "E-mails guardados",
        note: "E-mails para você, ou sobre você para a nossa equipe, que ainda estão na fila ou foram entregues há menos de 7 dias. Depois disso, o conteúdo é apagado automaticamente.",
        empty: "Nenhum e-mail guardado.",
      },
      view.mail,
      (m) => ({
        title: m.subject,
        lines: [
          ["Para", m.to],
          ["Situação", m.status === "sent" && m.sentAt ? `Enviado em ${formatDateTime(m.sentAt)}` : MAIL_STATUS[m.status]],
          ["Criado em", formatDateTime(m.createdAt)],
        ],
      }),
    ),
    group(
      {
        id: "compartilhamento",
        title: "Compartilhamento com outros sistemas",
        note: "Sistemas fora do site que receberam dados ligados a este e-mail. Se você excluir os seus dados, pedimos a exclusão a cada um deles.",
        empty: "Nenhum sistema fora do site recebeu dados deste e-mail.",
      },
      view.sharedWith,
      (destination) => ({ title: RECEIVERS[destination].name, lines: [["Para quê", RECEIVERS[destination].purpose]] }),
    ),
    group(
      {
        id: "pedidos-de-acesso",
        title: "Pedidos de acesso a esta página",
        note: "Cada link que você pede fica registrado por 24 horas, para sabermos se já foi usado.",
        empty: "Nenhum pedido.",
      },
      view.accessRequests,
      (r) => ({ title: `Link pedido em ${formatDateTime(r.createdAt)}`, lines: [["Aberto em", when(r.openedAt, "Ainda não aberto")]] }),
    ),
    group(
      {
        id: "cookies",
        title: "Escolhas de cookies deste navegador",
        note: view.cookieConsent.consentId
          ? `Registradas pelo código anônimo de consentimento ${view.cookieConsent.consentId}, o mesmo das preferências de cookies. Elas não estão ligadas ao seu e-mail.`
          : "Este navegador não tem um código de consentimento de cookies.",
        empty: "Nenhuma escolha registrada.",
      },
      view.cookieConsent.records,
      (c) => ({
        title: `Escolha de ${formatDateTime(c.chosenAt)}`,
        lines: [
          ["Necessários", "Sempre ativos"],
          ["Análise", c.analytics ? "Permitidos" : "Recusados"],
          ["Marketing", c.marketing ? "Permitidos" : "Recusados"],
          ["Versão da política", c.policyVersion],
          [CONSENT.ipHash, c.ipHash],
        ],
      }),
    ),
  ];
}

/** True when the address has records of its own (not only this page's link and its e-mail). */
export function hasRecords(view: DataRightsView): boolean {
  const counts = [view.demoRequests, view.bookings, view.maturityReports, view.quotes, view.invitationsReceived, view.sharedWith].map((list) => list.length);
  return view.account !== null || view.newsletter !== null || counts.some((n) => n > 0);
}
