// The contract PDF of a stored quote, drawn with pdfkit (standard Helvetica, WinAnsi: every
// pt-BR character is covered and any viewer opens it; `pdftotext` extracts the figures).
import PdfKitDocument from "pdfkit";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { formatCnpj } from "../../contracts/cnpj.ts";
import { TIER_LIMITS, type BillingPeriod } from "../../contracts/plan-tiers.ts";
import { ANNUAL_PLAN_MONTHS, type PricedAnswer } from "../../contracts/pricing-answer.ts";
import type { PricingInput } from "../../contracts/pricing.ts";
import { PRICING_MODULES } from "../../contracts/pricing-options.ts";
import { site } from "../../contracts/site.ts";
import { formatCents, formatCount, formatDecimal } from "../../contracts/money.ts";
import { priceLineDetail } from "../../contracts/price-lines.ts";
import { formatDate } from "../../contracts/format-date.ts";

export interface QuotePdfData {
  id: string;
  createdAt: Date;
  validUntil: Date;
  company: string;
  /** Normalized (14 characters). */
  cnpj: string;
  responsible: string;
  email: string;
  period: BillingPeriod;
  /** The configuration asked for. */
  pricing: PricingInput;
  /** Its price from the price source; the line-by-line table only when the answer has one. */
  quote: PricedAnswer;
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
      Subject: `Contrato de assinatura do plano ${quote.planName}`,
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
  const limits = TIER_LIMITS[quote.tier];
  const yearAtMonthlyCents = quote.monthlyTotalCents * ANNUAL_PLAN_MONTHS;
  const savingsCents = yearAtMonthlyCents - quote.annualTotalCents;
  const discount = `${formatDecimal(quote.percentageSavings, 1)}% de desconto`;
  const validUntil = formatDate(data.validUntil);

  const heading = (text: string) => {
    doc.moveDown(0.9).font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(text, left, doc.y, { width });
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
  // Above the parties and the signature lines: the quote binds no one until both sign it.
  doc.moveDown(0.4).font("Helvetica-Bold").fillColor(INK);
  doc.text(`Este orçamento é uma estimativa e não é um contrato: só obriga as partes depois de assinado por ambas. Os preços valem até ${validUntil} e são confirmados na assinatura.`, { width });

  heading("1. Partes");
  field("CONTRATADA", `${site.name}, ${site.address.street}, ${site.address.city}/${site.address.state}, CEP ${site.address.postalCode}. ${site.email}, ${site.phone.display}.`);
  doc.moveDown(0.3);
  field("CONTRATANTE", `${data.company}, CNPJ ${formatCnpj(data.cnpj)}.`);
  field("Responsável", `${data.responsible} (${data.email}).`);

  heading("2. Configuração escolhida");
  const moduleNames = PRICING_MODULES.filter((m) => data.pricing.modules.includes(m.id)).map((m) => m.name);
  field("Plano", quote.planName);
  field("Usuários", `${formatCount(data.pricing.users)} (até ${formatCount(limits.users)} no plano)`);
  field("Protocolos por mês", `${formatCount(data.pricing.monthly_protocols)} (até ${formatCount(limits.monthly_protocols)} no plano)`);
  field("Armazenamento", `${formatCount(data.pricing.storage_gb)} GB (${formatCount(limits.storage_gb)} GB incluídos no plano)`);
  field("Módulos opcionais", moduleNames.length > 0 ? moduleNames.join(", ") : "nenhum");
  field("Cobrança", annual ? `anual (${ANNUAL_PLAN_MONTHS} meses com ${discount})` : "mensal");

  heading(quote.breakdown ? "3. Preço, linha a linha (valores mensais)" : "3. Preço mensal");
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
  if (quote.breakdown) {
    for (const line of quote.breakdown) row(line.label, priceLineDetail(line), formatCents(line.amount_cents));
    rule();
    doc.moveDown(0.3);
  }
  row("Total mensal", "", formatCents(quote.monthlyTotalCents), true);

  heading("4. Período de cobrança e valor");
  if (annual) {
    doc.text(
      `Plano anual: ${ANNUAL_PLAN_MONTHS} meses de ${formatCents(quote.monthlyTotalCents)} somam ${formatCents(yearAtMonthlyCents)}; com ${discount}, ficam ${formatCents(quote.annualTotalCents)} por ano, o equivalente a ${formatCents(quote.effectiveMonthlyCents)} por mês. Economia de ${formatCents(savingsCents)} em relação ao plano mensal.`,
      { width },
    );
  } else {
    doc.text(
      `Plano mensal: ${formatCents(quote.monthlyTotalCents)} por mês. No plano anual, a mesma configuração sairia por ${formatCents(quote.annualTotalCents)} por ano (economia de ${formatCents(savingsCents)}).`,
      { width },
    );
  }
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12).fillColor(INK);
  doc.text(`Valor a pagar: ${formatCents(annual ? quote.annualTotalCents : quote.monthlyTotalCents)} ${annual ? "por ano" : "por mês"}`);

  heading(`5. Teste grátis de ${FREE_TRIAL_DAYS} dias`);
  doc.text(
    `A assinatura começa com ${FREE_TRIAL_DAYS} dias de teste grátis, sem cobrança. A primeira cobrança acontece ao fim do teste; se a CONTRATANTE cancelar durante o teste, nada é cobrado.`,
    { width },
  );

  heading("6. Condições");
  doc.text(`Valores em reais (BRL). Este orçamento vale até ${validUntil}; depois dessa data, os preços podem ser revistos.`, { width });
  doc.text("Acima dos limites de usuários ou de protocolos do plano, a assinatura passa para o plano seguinte; o armazenamento além do incluído é cobrado por GB.", { width });

  // Signatures: the lines and the names under them stay together, on the next page if need be.
  doc.moveDown(3);
  const half = (width - 40) / 2;
  const contratante = `CONTRATANTE: ${data.company}`;
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const namesHeight = 6 + doc.heightOfString(contratante, { width: half }) + doc.heightOfString(data.responsible, { width: half });
  if (doc.y + namesHeight > doc.page.height - MARGIN) doc.addPage();
  const signY = doc.y;
  doc.moveTo(left, signY).lineTo(left + half, signY).moveTo(left + half + 40, signY).lineTo(left + width, signY).lineWidth(0.5).strokeColor(INK).stroke();
  doc.text(`CONTRATADA: ${site.name}`, left, signY + 6, { width: half });
  doc.text(contratante, left + half + 40, signY + 6, { width: half });
  doc.text(data.responsible, left + half + 40, doc.y, { width: half });

  doc.end();
  return done;
}
