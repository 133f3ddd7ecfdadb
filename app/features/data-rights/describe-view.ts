// The view of /privacidade/meus-dados in plain pt-BR: each group of records with its title,
// and each record as label/value lines, as contracts/data-rights-view.ts declares them. The
// page renders exactly this, and the JSON download is the view it was made from.
import { describeGroups, type DataRightsView, type RecordGroup } from "../../../contracts/data-rights-view";
import { segments } from "../../content/segments";

const segmentTitle = (id: string) => segments.find((s) => s.id === id)?.title ?? id;

/** Every group of the view, in the page's order, each possibly empty. */
export const describeView = (view: DataRightsView): RecordGroup[] => describeGroups(view, { readAt: view.readAt, segmentTitle });
