// Everything the site holds about one address, read for /privacidade/meus-dados: the page
// shows this view, its JSON download is this view, and the erasure (erasure.ts) removes what
// it lists, through the same ties to the address (server/privacy/registry.ts, subject.ts).
// What each part reads is declared in server/privacy/view.ts.
import type { DataRightsView } from "../../contracts/data-rights-view.ts";
import type { Db } from "../db/client.ts";
import { VIEW_SOURCES, type ReadContext } from "../privacy/view.ts";

export type ViewOptions = Omit<ReadContext, "db">;

export async function readView(db: Db, options: ViewOptions): Promise<DataRightsView> {
  const context: ReadContext = { db, ...options };
  const view: Record<string, unknown> = { email: options.email, readAt: options.now.toISOString() };
  for (const [part, source] of Object.entries(VIEW_SOURCES)) view[part] = await source.read(context);
  return view as DataRightsView;
}
