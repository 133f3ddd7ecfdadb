// 'Baixar meus dados (JSON)': the view the page shows, as a file (portability, LGPD art. 18, V).
import type { DataRightsView } from "../../../contracts/data-rights-view";
import { site } from "../../../contracts/site";
import { downloadBlob } from "../../lib/download";

/** 'meus-dados-tramita-2026-11-24.json' */
const exportFileName = (view: DataRightsView) => `meus-dados-${site.name.toLowerCase()}-${view.readAt.slice(0, 10)}.json`;

/** Saves the view as a JSON file; returns its name. */
export function downloadView(view: DataRightsView): string {
  const name = exportFileName(view);
  downloadBlob(new Blob([`${JSON.stringify(view, null, 2)}\n`], { type: "application/json" }), name);
  return name;
}
