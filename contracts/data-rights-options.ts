// LGPD art. 18 on self-service (/privacidade/meus-dados): the lifetimes of the e-mailed link
// and of the access it opens, the answers of its calls, how it names the recipients of data,
// and what an erasure keeps, each with its legal reason. What the page shows of each record
// (and the JSON download holds): contracts/data-rights-view.ts; the bodies of its three
// calls: contracts/data-rights.ts.
import type { DataRightsView } from "./data-rights-view.ts";
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

/** How the data-rights page names the recipient of a message about someone that went to someone else. */
export const MAIL_RECIPIENT_ROLES = {
  sales: `Equipe comercial do ${site.name}`,
  invitedColleague: "Colega que você convidou",
  other: "Outro destinatário",
} as const;

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
