// Small helpers every e-mail template shares: escaping visitor text for HTML bodies, and
// the team signature in both parts of a message.
import { site } from "../../contracts/site.ts";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export { firstNameOf } from "../../contracts/names.ts";

export const signatureText = [`Equipe ${site.name}`, `${site.email} · ${site.phone.display}`];
export const signatureHtml = `<p>Equipe ${site.name}<br>${site.email} · ${site.phone.display}</p>`;

/** The label of an option value (the contracts' option lists), or the value itself. */
export const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

/** Label/value rows as an HTML table (values escaped, line breaks kept). */
export const rowsHtml = (rows: readonly (readonly [string, string])[]) =>
  "<table>" +
  rows.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`).join("") +
  "</table>";

/** A call-to-action link styled as a button (inline styles: mail clients drop <style>). */
export const buttonHtml = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>` +
  `<p style="font-size:13px;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(href)}</p>`;
