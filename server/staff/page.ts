// The HTML of /painel, drawn on the server (React elements rendered to static markup, so
// every value is escaped): the sign-in steps and the owners' view, with its charts as inline
// SVG. It works as plain forms; the one script, the passkeys' (passkey-script.ts), is loaded
// by the sign-in page and the owners' view only, and the visitor pages' JavaScript is
// untouched. Written with createElement: the server runs TypeScript without a JSX transform.
import { randomUUID } from "node:crypto";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CHANNELS, type Channel, type Conversion } from "../../contracts/attribution-rules.ts";
import { CONVERSIONS } from "../../contracts/forms.ts";
import { DEVICE_LABELS, OTHER_ROUTE, UNKNOWN_ORIGIN, type Device } from "../../contracts/measurement.ts";
import { VITALS, type Vital } from "../../contracts/vitals.ts";
import { site } from "../../contracts/site.ts";
import { PANEL_PASSKEY_PATHS, PANEL_PATH, PANEL_SESSION_PATH, PANEL_SIGN_IN_PATH, PANEL_SIGN_OUT_PATH } from "../../contracts/staff-panel.ts";
import type { DeliveryQueue } from "../ops/delivery-queues.ts";
import { rate, type FunnelRow, type VitalSummary } from "../measurement/queries.ts";
import { PASSKEY_ELEMENTS, passkeyScript } from "./passkey-script.ts";
import type { PasskeyLine } from "./passkeys.ts";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:1200px;margin:0 auto;padding:24px 16px 48px}h1{font-size:28px;margin:0 0 8px}h2{font-size:20px;margin:0 0 12px}
section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:16px 0;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;white-space:nowrap}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}tr.total td{font-weight:600}
.good{color:#166534;background:#dcfce7}.poor{color:#991b1b;background:#fee2e2}
label{display:block;font-weight:600;margin:0 0 4px}input{font:inherit;padding:8px 10px;border:1px solid #64748b;border-radius:8px;min-height:44px}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:10px 16px;min-height:44px;cursor:pointer}
button.link{background:none;color:#1d4ed8;text-decoration:underline;padding:0 4px}button[aria-disabled=true]{opacity:.6;cursor:wait}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.muted{color:#475569}.row{display:flex;flex-wrap:wrap;gap:12px;align-items:end}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px}svg text{font-size:12px;fill:#0f172a}
`;

/** A whole page: pt-BR, never indexed; with the passkeys' script when it offers them. */
export function panelDocument(title: string, body: ReactNode, { passkeys = false } = {}): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    h(
      "html",
      { lang: "pt-BR" },
      h(
        "head",
        null,
        h("meta", { charSet: "utf-8" }),
        h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
        h("meta", { name: "robots", content: "noindex, nofollow" }),
        h("title", null, `${title} | ${site.name}`),
        h("link", { rel: "icon", ...site.icon }),
        h("style", { dangerouslySetInnerHTML: { __html: STYLE } }),
        passkeys && h("script", { src: passkeyScript().src, defer: true }),
      ),
      h("body", null, h("main", null, body)),
    ),
  )}`;
}

/** A page whose heading is its title, followed by `content`. */
export const panelPage = (title: string, content: ReactNode[], options: { passkeys?: boolean } = {}) => panelDocument(title, h(Fragment, null, h("h1", null, title), ...content), options);

/** The sign-in form's hidden field that carries its submission's key (server-made: the page runs no script). */
export const SIGN_IN_KEY_FIELD = "idempotencyKey";

/** The sign-in form, with a fresh key for its next submission (a resend of this page's form is the same submission). */
export function signInPage(notice?: string): string {
  return panelPage(
    "Painel",
    [
      h("p", { className: "muted" }, "Acesso restrito à equipe. Informe seu e-mail para receber um link de entrada."),
      notice && h("p", { role: "status" }, notice),
      h(
        "form",
        { method: "post", action: PANEL_SIGN_IN_PATH, className: "row" },
        h("input", { type: "hidden", name: SIGN_IN_KEY_FIELD, value: randomUUID() }),
        h("div", null, h("label", { htmlFor: "email" }, "E-mail"), h("input", { id: "email", name: "email", type: "email", required: true, autoComplete: "email" })),
        h("button", { type: "submit" }, "Enviar link de entrada"),
      ),
      h(PasskeySignIn),
    ],
    { passkeys: true },
  );
}

/** Signing in with a passkey instead of the mail: hidden until the script finds WebAuthn. */
function PasskeySignIn() {
  return h(
    "section",
    { id: PASSKEY_ELEMENTS.signInBox, "aria-labelledby": "chave-entrar-titulo", hidden: true },
    h("h2", { id: "chave-entrar-titulo" }, "Chave de acesso"),
    h("p", { className: "muted" }, "Se você cadastrou uma chave de acesso neste dispositivo, entre sem esperar o e-mail."),
    h("button", { type: "button", id: PASSKEY_ELEMENTS.signIn }, "Entrar com chave de acesso"),
    h("p", { id: PASSKEY_ELEMENTS.signInStatus, "aria-live": "polite" }),
  );
}

/** The page the e-mailed link opens: pressing the button spends the link (a mail scanner's visit spends nothing). */
export function redeemPage(token: string): string {
  return panelPage(
    "Entrar no painel",
    [
      h("form", { method: "post", action: PANEL_SESSION_PATH }, h("input", { type: "hidden", name: "token", value: token }), h("button", { type: "submit" }, "Entrar no painel")),
    ],
  );
}

export function invalidLinkPage(): string {
  return panelPage(
    "Link inválido",
    [h("p", null, "Este link já foi usado ou expirou. Peça um novo."), h("p", null, h("a", { href: PANEL_PATH }, "Voltar ao painel"))],
  );
}

const integer = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const rateText = (part: number, whole: number) => {
  const value = rate(part, whole);
  return value === null ? "–" : percent.format(value);
};
export const dayText = (day: string) => day.split("-").toReversed().join("/");

export const channelLabel = (channel: string) => (channel === UNKNOWN_ORIGIN ? "Origem desconhecida" : (CHANNELS[channel as Channel] ?? channel));
export const routeLabel = (route: string) => (route === OTHER_ROUTE ? "Outras páginas" : route === UNKNOWN_ORIGIN ? "Desconhecida" : route);
export const vitalText = (metric: Vital, value: number) => (VITALS[metric].unit === "ms" ? `${integer.format(value)} ms` : decimal.format(value));

export function Table({ head, rows, numeric, total }: { head: string[]; rows: ReactNode[][]; numeric: number; total?: ReactNode[] }) {
  const cell = (content: ReactNode, i: number, key: string) => h("td", { key, className: i >= head.length - numeric ? "n" : undefined }, content);
  return h(
    "table",
    null,
    h("thead", null, h("tr", null, ...head.map((text, i) => h("th", { key: text, scope: "col", className: i >= head.length - numeric ? "n" : undefined }, text)))),
    h(
      "tbody",
      null,
      ...rows.map((row, r) => h("tr", { key: r }, ...row.map((content, i) => cell(content, i, String(i))))),
      total && h("tr", { className: "total" }, ...total.map((content, i) => cell(content, i, String(i)))),
    ),
  );
}

/** Horizontal bars as SVG, labelled and described for screen readers by the table beside them. */
function Bars({ title, bars }: { title: string; bars: { label: string; value: number }[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 24;
  return h(
    "svg",
    { role: "img", "aria-label": title, viewBox: `0 0 600 ${bars.length * row + 4}`, width: "100%", style: { maxWidth: 600 } },
    ...bars.map((b, i) =>
      h(
        "g",
        { key: b.label },
        h("text", { x: 0, y: i * row + 16 }, b.label),
        h("rect", { x: 200, y: i * row + 4, width: Math.max(1, (b.value / max) * 340), height: 16, rx: 3, fill: "#1d4ed8" }),
        h("text", { x: 200 + Math.max(1, (b.value / max) * 340) + 6, y: i * row + 16 }, integer.format(b.value)),
      ),
    ),
  );
}

export interface BookingLine {
  slotStart: Date;
  status: string;
}

export interface PanelData {
  email: string;
  since: string;
  /** Inclusive, as chosen. */
  through: string;
  channels: { channel: string; views: number; entries: number }[];
  funnel: FunnelRow[];
  forms: { conversion: Conversion; conversions: number }[];
  vitals: VitalSummary[];
  bookings: BookingLine[];
  queues: DeliveryQueue[];
}

const BOOKING_STATUS: Record<string, string> = { held: "Aguardando confirmação", confirmed: "Confirmada", cancelled: "Cancelada", expired: "Expirada" };
const slotText = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", weekday: "short", day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" });

function sum<T>(rows: T[], pick: (row: T) => number) {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** What the owners' view says after a passkey was registered or removed (`?chave=` in its address). */
export const PASSKEY_NOTICES = { cadastrada: "Chave de acesso cadastrada. Da próxima vez, entre com ela.", removida: "Chave de acesso removida." };

const whenText = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** The signed-in member's passkeys, each removable by a plain form, and the button that registers another (hidden until the script finds WebAuthn). */
function Passkeys({ list, notice }: { list: PasskeyLine[]; notice?: string }) {
  return h(
    "section",
    { "aria-labelledby": "chaves" },
    h("h2", { id: "chaves" }, "Chaves de acesso"),
    h("p", { className: "muted" }, "Com uma chave de acesso (a biometria ou o PIN do seu dispositivo, ou uma chave de segurança), você entra no painel sem esperar o e-mail."),
    notice && h("p", { role: "status" }, notice),
    list.length === 0
      ? h("p", null, "Nenhuma chave de acesso cadastrada.")
      : h(Table, {
          head: ["Cadastrada em", "Último uso", "Ação"],
          numeric: 0,
          rows: list.map((key) => {
            const created = whenText.format(key.createdAt);
            return [
              created,
              key.lastUsedAt ? whenText.format(key.lastUsedAt) : "Nunca usada",
              h(
                "form",
                { method: "post", action: PANEL_PASSKEY_PATHS.remove },
                h("input", { type: "hidden", name: "chave", value: key.credentialId }),
                h("button", { type: "submit", className: "link", "aria-label": `Remover a chave de acesso cadastrada em ${created}` }, "Remover"),
              ),
            ];
          }),
        }),
    h(
      "div",
      { id: PASSKEY_ELEMENTS.registerBox, hidden: true },
      h("button", { type: "button", id: PASSKEY_ELEMENTS.register }, "Cadastrar chave de acesso"),
      h("p", { id: PASSKEY_ELEMENTS.registerStatus, "aria-live": "polite" }),
    ),
  );
}

export function dashboardPage(data: PanelData, passkeys: { list: PasskeyLine[]; notice?: string }): string {
  const funnelTotal = { entries: sum(data.funnel, (r) => r.entries), formStarts: sum(data.funnel, (r) => r.formStarts), conversions: sum(data.funnel, (r) => r.conversions), confirmed: sum(data.funnel, (r) => r.confirmed), attended: sum(data.funnel, (r) => r.attended) };
  const funnelCells = (r: typeof funnelTotal) => [integer.format(r.entries), integer.format(r.formStarts), integer.format(r.conversions), integer.format(r.confirmed), integer.format(r.attended), rateText(r.conversions, r.entries)];
  const vitalsByRoute = new Map<string, VitalSummary[]>();
  for (const v of data.vitals) vitalsByRoute.set(`${v.route}\u0000${v.device}`, [...(vitalsByRoute.get(`${v.route}\u0000${v.device}`) ?? []), v]);
  const vitalCell = (list: VitalSummary[], metric: Vital) => {
    const v = list.find((item) => item.metric === metric);
    return v ? h("span", { className: v.good ? "good" : "poor" }, `${vitalText(metric, v.p75)} ${v.good ? "(bom)" : "(ruim)"}`) : "–";
  };
  return panelDocument(
    "Painel",
    h(
      Fragment,
      null,
      h(
        "header",
        null,
        h("div", null, h("h1", null, "Painel"), h("p", { className: "muted" }, `De ${dayText(data.since)} a ${dayText(data.through)} · ${data.email}`)),
        h("form", { method: "post", action: PANEL_SIGN_OUT_PATH }, h("button", { type: "submit", className: "link" }, "Sair")),
      ),
      h(
        "form",
        { method: "get", action: PANEL_PATH, className: "row", "aria-label": "Período" },
        h("div", null, h("label", { htmlFor: "de" }, "De"), h("input", { id: "de", name: "de", type: "date", defaultValue: data.since })),
        h("div", null, h("label", { htmlFor: "ate" }, "Até"), h("input", { id: "ate", name: "ate", type: "date", defaultValue: data.through })),
        h("button", { type: "submit" }, "Mostrar"),
      ),
      h(
        "section",
        { "aria-labelledby": "canais" },
        h("h2", { id: "canais" }, "Visitas e entradas por canal"),
        h(Bars, { title: "Entradas por canal", bars: data.channels.map((c) => ({ label: channelLabel(c.channel), value: c.entries })) }),
        h(Table, {
          head: ["Canal", "Páginas vistas", "Entradas"],
          numeric: 2,
          rows: data.channels.map((c) => [channelLabel(c.channel), integer.format(c.views), integer.format(c.entries)]),
          total: ["Total", integer.format(sum(data.channels, (c) => c.views)), integer.format(sum(data.channels, (c) => c.entries))],
        }),
      ),
      h(
        "section",
        { "aria-labelledby": "funil" },
        h("h2", { id: "funil" }, "Funil por canal"),
        h(Table, {
          head: ["Canal", "Entradas", "Formulários iniciados", "Conversões", "Confirmadas", "Demonstrações realizadas", "Conversão"],
          numeric: 6,
          rows: data.funnel.map((r) => [channelLabel(r.group), ...funnelCells(r)]),
          total: ["Todos os canais", ...funnelCells(funnelTotal)],
        }),
      ),
      h(
        "section",
        { "aria-labelledby": "formularios" },
        h("h2", { id: "formularios" }, "Conversões por formulário"),
        data.forms.length === 0 ? h("p", null, "Nenhuma conversão no período.") : h(Table, { head: ["Formulário", "Conversões"], numeric: 1, rows: data.forms.map((f) => [CONVERSIONS[f.conversion], integer.format(f.conversions)]) }),
      ),
      h(
        "section",
        { "aria-labelledby": "velocidade" },
        h("h2", { id: "velocidade" }, "Velocidade real por página (p75)"),
        h("p", { className: "muted" }, `Bom: LCP até ${vitalText("LCP", VITALS.LCP.good)}, INP até ${vitalText("INP", VITALS.INP.good)}, CLS até ${vitalText("CLS", VITALS.CLS.good)}.`),
        vitalsByRoute.size === 0
          ? h("p", null, "Nenhuma medição no período.")
          : h(Table, {
              head: ["Página", "Dispositivo", "Medições", "LCP", "INP", "CLS"],
              numeric: 4,
              rows: [...vitalsByRoute.values()].map((list) => [routeLabel(list[0]!.route), DEVICE_LABELS[list[0]!.device as Device], integer.format(Math.max(...list.map((v) => v.count))), vitalCell(list, "LCP"), vitalCell(list, "INP"), vitalCell(list, "CLS")]),
            }),
      ),
      h(
        "section",
        { "aria-labelledby": "agenda" },
        h("h2", { id: "agenda" }, "Demonstrações desta semana"),
        data.bookings.length === 0 ? h("p", null, "Nenhuma demonstração nesta semana.") : h(Table, { head: ["Horário (Brasília)", "Situação"], numeric: 0, rows: data.bookings.map((b) => [slotText.format(b.slotStart), BOOKING_STATUS[b.status] ?? b.status]) }),
      ),
      h(
        "section",
        { "aria-labelledby": "filas" },
        h("h2", { id: "filas" }, "Filas de entrega"),
        data.queues.length === 0
          ? h("p", null, "Nada pendente nem abandonado.")
          : h(Table, {
              head: ["Fila", "Destino", "Pendentes", "Espera da mais antiga", "Abandonadas"],
              numeric: 3,
              rows: data.queues.map((q) => [q.queue === "mail" ? "E-mail" : "Eventos", q.destination, integer.format(q.pending), q.oldestPendingSeconds === null ? "–" : `${integer.format(Math.round(q.oldestPendingSeconds / 60))} min`, integer.format(q.dead)]),
            }),
      ),
      h(Passkeys, passkeys),
    ),
    { passkeys: true },
  );
}
