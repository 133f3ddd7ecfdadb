// Account lookups the routes share.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts } from "../db/schema.ts";

/** The account of a normalized e-mail; `pending` or `confirmed` narrows it to that state. */
export async function accountByEmail(db: Db, emailNormalized: string, only: { pending?: true; confirmed?: true } = {}) {
  const byEmail = eq(accounts.emailNormalized, emailNormalized);
  const where = only.pending ? and(byEmail, eq(accounts.status, "pending")) : only.confirmed ? and(byEmail, ne(accounts.status, "pending")) : byEmail;
  const [account] = await db.select().from(accounts).where(where);
  return account;
}
