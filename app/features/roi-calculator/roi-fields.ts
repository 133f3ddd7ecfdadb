// The calculator's inputs as data: groups of fields with their pt-BR labels, hints, units
// and slider ranges. The form renders them in this order.
import { numbers } from "../../content/numbers";
import { formatCount } from "../../../contracts/money";
import type { RoiInputName } from "./roi";

interface FieldBase {
  name: RoiInputName;
  label: string;
  hint: string;
}

interface QuantityFieldSpec extends FieldBase {
  kind: "quantity";
  sliderMax: number;
  sliderStep?: number;
  unit?: string;
  valueText: (n: number) => string;
}

interface MoneyFieldSpec extends FieldBase {
  kind: "money";
}

type RoiFieldSpec = QuantityFieldSpec | MoneyFieldSpec;

export interface RoiFieldGroup {
  legend: string;
  description?: string;
  fields: RoiFieldSpec[];
}

const count = (one: string, many: string) => (n: number) => `${formatCount(n)} ${n === 1 ? one : many}`;
const percent = (name: RoiInputName, label: string, hint: string): QuantityFieldSpec => ({
  kind: "quantity",
  name,
  label,
  hint,
  sliderMax: 100,
  unit: "%",
  valueText: (n) => `${n}%`,
});

export const ROI_FIELD_GROUPS: readonly RoiFieldGroup[] = [
  {
    legend: "Volume de documentos",
    fields: [
      {
        kind: "quantity",
        name: "documentsPerMonth",
        label: "Documentos ou processos por mês",
        hint: "Protocolos, pedidos, contratos, guias: tudo o que entra, sai ou circula.",
        sliderMax: 1000,
        sliderStep: 10,
        valueText: count("documento por mês", "documentos por mês"),
      },
      {
        kind: "quantity",
        name: "pagesPerDocument",
        label: "Páginas por documento",
        hint: "Média de páginas impressas de cada documento, com cópias.",
        sliderMax: 50,
        valueText: count("página", "páginas"),
      },
      {
        kind: "quantity",
        name: "people",
        label: "Pessoas envolvidas",
        hint: "Quem registra, despacha ou aprova documentos: são os usuários do plano.",
        sliderMax: 30,
        valueText: count("pessoa", "pessoas"),
      },
    ],
  },
  {
    legend: "Custos de hoje",
    fields: [
      { kind: "money", name: "pageCostCents", label: "Custo por página impressa", hint: "Papel, toner e impressão (locação ou depreciação da impressora)." },
      {
        kind: "quantity",
        name: "courierTripsPerMonth",
        label: "Viagens de motoboy, correio ou malote por mês",
        hint: "Envios físicos de documentos entre setores, filiais, clientes e cartórios.",
        sliderMax: 100,
        valueText: count("viagem por mês", "viagens por mês"),
      },
      { kind: "money", name: "courierTripCostCents", label: "Custo por viagem", hint: "Valor médio de cada envio: motoboy, postagem ou malote." },
      {
        kind: "quantity",
        name: "minutesPerDocument",
        label: "Minutos gastos por documento",
        hint: "Imprimir, assinar, carimbar, protocolar, levar, arquivar e procurar depois.",
        sliderMax: 120,
        unit: "min",
        valueText: count("minuto", "minutos"),
      },
      { kind: "money", name: "hourlyCostCents", label: "Custo por hora da equipe", hint: "Salário com encargos e benefícios dividido pelas horas trabalhadas." },
      { kind: "money", name: "archiveCostCents", label: "Arquivo físico por mês", hint: "Aluguel do espaço, caixas, guarda terceirizada." },
    ],
  },
  {
    legend: "Premissas",
    description: `Quanto de cada custo o Tramita elimina. Partimos dos ${numbers.timeReductionPercent}% de redução de tempo que divulgamos; ajuste cada premissa à sua realidade.`,
    fields: [
      // spec §1: '98% time reduction', as an editable assumption.
      percent("timeReductionPercent", "Redução do tempo gasto", "Parte do tempo por documento que deixa de existir com o fluxo digital."),
      percent("printReductionPercent", "Redução das impressões", "Algumas vias ainda precisam de papel (cartórios, órgãos públicos)."),
      percent("courierReductionPercent", "Redução das viagens de malote", "Envios substituídos pelo malote digital."),
      percent("archiveReductionPercent", "Redução do arquivo físico", "Espaço e guarda que deixam de ser necessários."),
    ],
  },
];
