// The ROI inputs in the URL query, so a result can be shared:
// ?documentos=120&paginas=5&custo_pagina=30&malotes=12&custo_malote=4000&minutos=15&custo_hora=5000
//  &arquivo=40000&pessoas=5&reducao_tempo=98&reducao_impressao=90&reducao_malote=90&reducao_arquivo=80&meses=24
// Money in centavos. Each missing or invalid value falls back to its default on its own.
import { DEFAULT_ROI_INPUTS, ROI_INPUT_LIMITS, type RoiInputName, type RoiInputs } from "./roi";

const ROI_URL_KEYS: Readonly<Record<RoiInputName, string>> = Object.freeze({
  documentsPerMonth: "documentos",
  pagesPerDocument: "paginas",
  pageCostCents: "custo_pagina",
  courierTripsPerMonth: "malotes",
  courierTripCostCents: "custo_malote",
  minutesPerDocument: "minutos",
  hourlyCostCents: "custo_hora",
  archiveCostCents: "arquivo",
  people: "pessoas",
  timeReductionPercent: "reducao_tempo",
  printReductionPercent: "reducao_impressao",
  courierReductionPercent: "reducao_malote",
  archiveReductionPercent: "reducao_arquivo",
  horizonMonths: "meses",
});

const NAMES = Object.keys(ROI_URL_KEYS) as RoiInputName[];

export function roiInputsFromSearch(params: URLSearchParams): RoiInputs {
  const inputs = { ...DEFAULT_ROI_INPUTS };
  for (const name of NAMES) {
    const raw = params.get(ROI_URL_KEYS[name]);
    if (raw === null || !/^\d{1,9}$/.test(raw)) continue;
    const n = Number(raw);
    const { min, max } = ROI_INPUT_LIMITS[name];
    if (n >= min && n <= max) inputs[name] = n;
  }
  return inputs;
}

export function searchFromRoiInputs(inputs: RoiInputs): URLSearchParams {
  return new URLSearchParams(NAMES.map((name) => [ROI_URL_KEYS[name], String(inputs[name])]));
}
