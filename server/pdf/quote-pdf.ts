// The contract PDF of a stored quote, drawn with pdfkit (standard Helvetica, WinAnsi: every
// pt-BR character is covered and any viewer opens it; `pdftotext` extracts the figures).
import PdfKitDocument from "pdfkit";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { formatCnpj } from "../../contracts/cnpj.ts";
import type { PricedQuote } from "../../contracts/pricing.ts";
import type { QuoteBillingPeriod } from "../../contracts/quote.ts";
import { site } from "../../app/content/site.ts";
import { formatCents, formatCount } from "../../contracts/money.ts";
import { priceLineDetail } from "../../contracts/price-lines.ts";
import { formatDate } from "./format.ts";

export interface QuotePdfData {
  id: string;
  createdAt: Date;
  validUntil: Date;
  company: string;
  /** Normalized (14 characters). */
  cnpj: string;
  responsible: string;
  email: string;
  period: QuoteBillingPeriod;
  quote: PricedQuote;
}

const BRAND = "#1d4ed8";
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const MARGIN = 50;

/** Renders the PDF and resolves with its bytes. */
export function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const { quote } = data;
  const doc = new PdfKitDocument({
    size: "A4",
    margin: MARGIN,
    lang: "pt-BR",
    displayTitle: true,
    info: {
      Title: `Orçamento ${data.id} - ${site.name}`,
      Author: site.name,
      Subject: `Contrato de assinatura do plano ${quote.plan_name}`,
      CreationDate: data.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const annual = data.period === "anual";
  const comparison = quote.comparison.monthly_vs_annual;
  const validUntil = formatDate(data.validUntil);

  const heading = (text: string) => {
    doc.moveDown(1.1).font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(text, left, doc.y, { width });
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(INK);
  };
  const field = (label: string, value: string) => {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  };

  // Header
  doc.font("Helvetica-Bold").fontSize(22).fillColor(BRAND).text(site.name, left, MARGIN);
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK).text("Orçamento e contrato de assinatura");
  doc.moveDown(0.4).font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text(`Orçamento nº ${data.id}`);
  doc.text(`Emitido em ${formatDate(data.createdAt)}. Válido até ${validUntil} (horário de Brasília).`);

  heading("1. Partes");
  field("CONTRATADA", `${site.name}, ${site.address.street}, ${site.address.city}/${site.address.state}, CEP ${site.address.postalCode}. ${site.email}, ${site.phone.display}.`);
  doc.moveDown(0.3);
  field("CONTRATANTE", `${data.company}, CNPJ ${formatCnpj(data.cnpj)}.`);
  field("Responsável", `${data.responsible} (${data.email}).`);

  heading("2. Configuração escolhida");
  const moduleNames = quote.breakdown.filter((l) => l.kind === "module").map((l) => l.label);
  field("Plano", quote.plan_name);
  field("Usuários", `${formatCount(quote.input.users)} (até ${formatCount(quote.limits.users)} no plano)`);
  field("Protocolos por mês", `${formatCount(quote.input.monthly_protocols)} (até ${formatCount(quote.limits.monthly_protocols)} no plano)`);
  field("Armazenamento", `${formatCount(quote.input.storage_gb)} GB (${formatCount(quote.limits.storage_gb)} GB incluídos no plano)`);
  field("Módulos opcionais", moduleNames.length > 0 ? moduleNames.join(", ") : "nenhum");
  field("Cobrança", annual ? `anual (${quote.annual_plan.months} meses com ${quote.annual_plan.discount_percent}% de desconto)` : "mensal");

  heading("3. Preço, linha a linha (valores mensais)");
  const cols = { item: left, detail: left + 175, amount: left + width - 100 };
  const row = (item: string, detail: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10).fillColor(INK);
    doc.text(item, cols.item, y, { width: 170 });
    const afterItem = doc.y;
    doc.text(detail, cols.detail, y, { width: cols.amount - cols.detail - 10 });
    const afterDetail = doc.y;
    doc.text(amount, cols.amount, y, { width: 100, align: "right" });
    doc.x = left;
    doc.y = Math.max(afterItem, afterDetail, doc.y) + 4;
  };
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
  const headY = doc.y;
  doc.text("ITEM", cols.item, headY).text("DETALHE", cols.detail, headY).text("VALOR MENSAL", cols.amount, headY, { width: 100, align: "right" });
  doc.x = left;
  doc.moveDown(0.2);
  rule();
  doc.moveDown(0.3);
  for (const line of quote.breakdown) row(line.label, priceLineDetail(line), formatCents(line.amount_cents));
  rule();
  doc.moveDown(0.3);
  row("Total mensal", "", formatCents(quote.monthly_plan.total_cents), true);

  heading("4. Período de cobrança e valor");
  if (annual) {
    doc.text(
      `Plano anual: ${quote.annual_plan.months} meses de ${formatCents(quote.monthly_plan.total_cents)} somam ${formatCents(comparison.monthly_plan_yearly_total_cents)}; com ${quote.annual_plan.discount_percent}% de desconto, ficam ${formatCents(quote.annual_plan.total_cents)} por ano, o equivalente a ${formatCents(quote.annual_plan.effective_monthly_price_cents)} por mês. Economia de ${formatCents(comparison.savings_cents)} em relação ao plano mensal.`,
      { width },
    );
  } else {
    doc.text(
      `Plano mensal: ${formatCents(quote.monthly_plan.total_cents)} por mês. No plano anual, a mesma configuração sairia por ${formatCents(quote.annual_plan.total_cents)} por ano (economia de ${formatCents(comparison.savings_cents)}).`,
      { width },
    );
  }
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12).fillColor(INK);
  doc.text(`Valor a pagar: ${formatCents(annual ? quote.annual_plan.total_cents : quote.monthly_plan.total_cents)} ${annual ? "por ano" : "por mês"}`);

  heading(`5. Teste grátis de ${FREE_TRIAL_DAYS} dias`);
  doc.text(
    `A assinatura começa com ${FREE_TRIAL_DAYS} dias de teste grátis, sem cobrança. A primeira cobrança acontece ao fim do teste; se a CONTRATANTE cancelar durante o teste, nada é cobrado.`,
    { width },
  );

  heading("6. Condições");
  doc.text(`Valores em reais (BRL). Este orçamento vale até ${validUntil}; depois dessa data, os preços podem ser revistos.`, { width });
  doc.text("Acima dos limites de usuários ou de protocolos do plano, a assinatura passa para o plano seguinte; o armazenamento além do incluído é cobrado por GB.", { width });

  // Signatures
  doc.moveDown(3);
  if (doc.y > doc.page.height - MARGIN - 70) doc.addPage();
  const signY = doc.y;
  const half = (width - 40) / 2;
  doc.moveTo(left, signY).lineTo(left + half, signY).moveTo(left + half + 40, signY).lineTo(left + width, signY).lineWidth(0.5).strokeColor(INK).stroke();
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  doc.text(`CONTRATADA: ${site.name}`, left, signY + 6, { width: half });
  doc.text(`CONTRATANTE: ${data.company}`, left + half + 40, signY + 6, { width: half });
  doc.text(data.responsible, left + half + 40, doc.y, { width: half });

  doc.end();
  return done;
}
