// The maturity-report route's one query: the lead who asked for a report.
import type { Tx } from "../db/client.ts";
import { maturityReportLeads } from "../db/schema.ts";

export async function insertMaturityReportLead(tx: Tx, lead: typeof maturityReportLeads.$inferInsert) {
  const [row] = await tx.insert(maturityReportLeads).values(lead).returning();
  return row!;
}
