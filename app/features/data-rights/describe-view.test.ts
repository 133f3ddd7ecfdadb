import { describe, expect, it } from "vitest";
import { hasRecords, VIEW_GROUPS, type DataRightsView, type RecordGroup } from "../../../contracts/data-rights-view";
import { MAILING_CONSENT_TEXT, MAILING_CONSENT_VERSION } from "../../../contracts/mailing-consent";
import { describeView } from "./describe-view";

/**
 * A view with nothing of the address's own: every group empty (a list unless said here), and
 * only this page's link and its e-mail kept.
 */
const EMPTY: DataRightsView = {
  ...(Object.fromEntries(Object.keys(VIEW_GROUPS).map((key) => [key, []])) as Record<keyof typeof VIEW_GROUPS, never[]>),
  email: "ana@exemplo.com.br",
  readAt: "2026-11-24T13:00:00.000Z",
  previousErasureAt: null,
  newsletter: null,
  account: null,
  mail: [{ createdAt: "2026-11-24T12:58:00.000Z", to: "ana@exemplo.com.br", subject: "Seu link", status: "sent", sentAt: "2026-11-24T12:58:03.000Z" }],
  accessRequests: [{ createdAt: "2026-11-24T12:58:00.000Z", openedAt: "2026-11-24T13:00:00.000Z" }],
  cookieConsent: { consentId: null, records: [] },
};

const FULL: DataRightsView = {
  ...EMPTY,
  demoRequests: [
    {
      id: "d1", createdAt: "2026-11-20T13:05:00.000Z", name: "Ana Lima", email: "ana@exemplo.com.br", phone: "+55 (11) 98765-4321", company: "Exemplo",
      solution: "ambos", details: "Três filiais.", users: null, protocolUsers: "11-20", volume: "151-500", preferredDay: "terca", preferredTime: "10h-12h", userAgent: null, ipHash: "h1",
    },
  ],
  bookings: [
    {
      id: "b1", createdAt: "2026-11-20T13:00:00.000Z", status: "confirmed", slotStart: "2026-11-25T17:00:00.000Z", slotEnd: "2026-11-25T17:30:00.000Z", name: "Ana Lima", email: "ana@exemplo.com.br",
      phone: "+55 (11) 98765-4321", company: "Exemplo", topic: "protocolos", notes: null, timeZone: null, cancelledAt: null, ipHash: "h2",
      hostName: "Bruno Reis", meetingUrl: "https://meet.jit.si/Demo-0123456789abcdef0123456789abcdef",
    },
    {
      id: "b2", createdAt: "2026-10-01T13:00:00.000Z", status: "confirmed", slotStart: "2026-10-06T13:00:00.000Z", slotEnd: "2026-10-06T13:30:00.000Z", name: "Ana Lima", email: "ana@exemplo.com.br",
      phone: "+55 (11) 98765-4321", company: "Exemplo", topic: "protocolos", notes: "Sala 2", timeZone: "Europe/Lisbon", cancelledAt: null, ipHash: "h2",
      hostName: null, meetingUrl: null,
    },
  ],
  account: {
    createdAt: "2026-11-10T12:00:00.000Z", name: "Ana Lima", email: "Ana@Exemplo.com.br", company: "Exemplo", phone: "+55 (11) 98765-4321", status: "canceled", planTier: "ouro", billingPeriod: "anual",
    termsAcceptedAt: "2026-11-10T12:00:00.000Z", confirmedAt: null, trialEndsAt: null, ipHash: "h3",
    onboarding: { answers: { segment: "construtoras", teamSize: "6-20", interests: ["malote-digital"] }, currentStep: "modulos", completedAt: null, updatedAt: "2026-11-10T12:10:00.000Z" },
    invitationsSent: [{ email: "joao@exemplo.com.br", createdAt: "2026-11-10T12:11:00.000Z" }],
    subscriptionHistory: [{ at: "2026-11-12T12:00:00.000Z", kind: "canceled", planTier: "ouro", billingPeriod: "anual", monthlyPriceCents: 32_900, reason: "Orçamento" }],
    sessions: [],
  },
  cookieConsent: {
    consentId: "6b0c3a52-4c1e-4f8e-9d7a-2f1e0b9c8d7e",
    records: [{ chosenAt: "2026-11-24T12:00:00.000Z", necessary: true, analytics: true, marketing: false, policyVersion: "2026-11-01", ipHash: "h4" }],
  },
};

const group = (groups: RecordGroup[], id: string) => groups.find((g) => g.id === id)!;
const lines = (groups: RecordGroup[], id: string, item = 0) => Object.fromEntries(group(groups, id).items[item]!.lines);

describe("describeView (/privacidade/meus-dados)", () => {
  it("lists every group in the page's order, each saying so when it is empty", () => {
    const groups = describeView(EMPTY);
    // The page's order is VIEW_GROUPS': the address's requests first, this browser's cookie choices last.
    expect(groups.map((g) => g.title)).toEqual(Object.values(VIEW_GROUPS).map((g) => g.title));
    expect(groups.at(0)?.title).toBe("Pedidos de demonstração");
    expect(groups.at(-1)?.title).toBe("Escolhas de cookies deste navegador");
    // Every group shows its records or words their absence; here only this page's link and its e-mail are kept.
    expect(groups.filter((g) => g.items.length > 0).map((g) => g.id)).toEqual(["emails", "pedidos-de-acesso"]);
    expect(groups.filter((g) => g.empty.length < 10).map((g) => g.id)).toEqual([]);
    expect(group(groups, "conta-de-teste")).toMatchObject({ items: [], empty: "Nenhuma conta de teste com este e-mail." });
    expect(group(groups, "cookies").note).toBe("Este navegador não tem um código de consentimento de cookies.");
    expect(hasRecords(EMPTY)).toBe(false);
  });

  it("shows where each conversion came from, every value it keeps", () => {
    const touched: DataRightsView = {
      ...EMPTY,
      attributions: [
        {
          createdAt: "2026-11-20T13:05:00.000Z",
          conversion: "demo-request",
          channel: "paid-search",
          lastTouch: { source: "google", medium: "cpc", channel: "paid-search", campaign: "inverno-2026", click_ids: { gclid: "X" }, landing_path: "/calculadora" },
          firstTouch: null,
          mailingConsent: true,
          mailingConsentText: MAILING_CONSENT_TEXT,
          mailingConsentVersion: MAILING_CONSENT_VERSION,
        },
      ],
    };
    const groups = describeView(touched);
    expect(group(groups, "origem").items[0]!.title).toBe("Pedidos de contato: 20/11/2026 10:05");
    expect(lines(groups, "origem")).toEqual({
      "Canal (busca paga, redes sociais, e-mail, direto...)": "Busca paga",
      "Visita que levou ao pedido: parâmetros da campanha, identificadores de clique de anúncios, site de origem e página de entrada": "google / cpc · utm_campaign: inverno-2026 · gclid: X · entrou por /calculadora",
      "Primeiro contato, com data, guardado com o seu consentimento para cookies de marketing": "Nenhum",
      "Quer receber conteúdos por e-mail (caixa marcada ou não no formulário)": "Sim",
      "Texto da caixa de autorização de e-mails": "Quero receber conteúdos do Tramita por e-mail",
      "Versão do texto da caixa de autorização de e-mails": MAILING_CONSENT_VERSION,
    });
    const unasked = { ...touched.attributions[0]!, mailingConsent: false, mailingConsentText: null, mailingConsentVersion: null };
    expect(lines(describeView({ ...touched, attributions: [unasked] }), "origem")).toMatchObject({
      "Quer receber conteúdos por e-mail (caixa marcada ou não no formulário)": "Não perguntado: o formulário não tinha a caixa",
    });
  });

  it("shows the newsletter subscription with its proof of consent, and counts it as data held", () => {
    const subscribed: DataRightsView = {
      ...EMPTY,
      newsletter: {
        status: "subscribed", email: "ana@exemplo.com.br", requestedAt: "2026-11-24T12:00:00.000Z", confirmedAt: "2026-11-24T12:05:00.000Z",
        consentText: "Quero receber por e-mail os novos artigos.", consentVersion: "2026-11-27", userAgent: null, ipHash: "h9",
      },
    };
    const groups = describeView(subscribed);
    expect(group(groups, "newsletter").items.map((i) => i.title)).toEqual(["Inscrição confirmada"]);
    expect(lines(groups, "newsletter", 0)).toMatchObject({
      "Pedido em": "24/11/2026 09:00",
      "Confirmada em": "24/11/2026 09:05",
      "Texto da autorização": "Quero receber por e-mail os novos artigos.",
      "Versão do texto da autorização": "2026-11-27",
    });
    expect(hasRecords(subscribed)).toBe(true);
    expect(group(describeView(EMPTY), "newsletter").empty).toBe("Este e-mail não está inscrito na newsletter do blog.");
  });

  it("names each system outside the site that received the address, and counts it as data held", () => {
    const shared: DataRightsView = { ...EMPTY, sharedWith: ["crm", "rdstation"] };
    const groups = describeView(shared);
    expect(group(groups, "compartilhamento").items.map((i) => i.title)).toEqual(["CRM da equipe comercial", "RD Station Marketing"]);
    expect(lines(groups, "compartilhamento", 1)).toMatchObject({ "Para quê": "a nossa ferramenta de e-mail marketing" });
    expect(hasRecords(shared)).toBe(true);
  });

  it("reads codes as their pt-BR labels and dates in Brasília time", () => {
    const groups = describeView(FULL);
    expect(hasRecords(FULL)).toBe(true);
    expect(group(groups, "pedidos-de-demonstracao").items[0]!.title).toBe("Pedido enviado em 20/11/2026 10:05");
    expect(lines(groups, "pedidos-de-demonstracao")).toMatchObject({
      "Solução de interesse": "Documentos e correspondências",
      "Pessoas na empresa": "Não informado",
      "Volume mensal de documentos": "Até 500",
      "Melhor dia para o contato": "Terça-feira",
      "Navegador (user agent)": "Não registrado",
    });
    expect(lines(groups, "agendamentos", 0)).toMatchObject({ Situação: "Confirmada para uma data futura", Observações: "Nenhuma" });
    expect(lines(groups, "agendamentos", 1)).toMatchObject({ Situação: "Data já passou", "Fuso horário do navegador": "Europe/Lisbon", "Com quem": "Nossa equipe comercial", "Link da videochamada": "Nenhum" });
    // A booking with a host: who gives the demo and the link to join are the visitor's record too.
    expect(lines(groups, "agendamentos", 0)).toMatchObject({ "Com quem": "Bruno Reis", "Link da videochamada": "https://meet.jit.si/Demo-0123456789abcdef0123456789abcdef" });
    const [booked] = FULL.bookings;
    const unconfirmed = describeView({ ...FULL, bookings: [{ ...booked!, status: "held" }, { ...booked!, status: "expired" }] });
    expect([0, 1].map((i) => lines(unconfirmed, "agendamentos", i).Situação)).toEqual([
      "Aguardando a confirmação pelo link do e-mail",
      "Não confirmada pelo e-mail: o horário foi liberado",
    ]);
    expect(group(groups, "agendamentos").items[0]!.title).toBe("Demonstração: quarta-feira, 25/11/2026, das 14:00 às 14:30 (horário de Brasília)");
    const account = group(groups, "conta-de-teste").items;
    expect(account.map((i) => i.title)).toEqual(["Conta criada em 10/11/2026 09:00", "Respostas do primeiro acesso", "Histórico da assinatura", "Convites enviados a colegas"]);
    expect(Object.fromEntries(account[0]!.lines)).toMatchObject({ Situação: "Cancelada", Plano: "Ouro, cobrança anual", "E-mail confirmado em": "Não confirmado" });
    expect(Object.fromEntries(account[1]!.lines)).toMatchObject({ Segmento: "Construtoras", "Tamanho da equipe": "6 a 20 pessoas", "Módulos de interesse": "Malote digital", "Como os documentos chegam hoje": "Não respondido", Andamento: "Na etapa 3 de 5" });
    expect(account[2]!.lines).toEqual([["12/11/2026 09:00", "Assinatura cancelada: plano Ouro, cobrança anual, R$ 329,00 por mês. Motivo informado: Orçamento"]]);
    expect(lines(groups, "cookies")).toMatchObject({ Análise: "Permitidos", Marketing: "Recusados" });
    expect(group(groups, "cookies").note).toContain("6b0c3a52-4c1e-4f8e-9d7a-2f1e0b9c8d7e");
    expect(lines(groups, "emails")).toEqual({ Para: "ana@exemplo.com.br", Situação: "Enviado em 24/11/2026 09:58", "Criado em": "24/11/2026 09:58" });
  });
});
