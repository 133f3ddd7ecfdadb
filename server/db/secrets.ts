// Secrets the server generates on first start and keeps in the database, so every
// instance sharing the database uses the same ones (HMAC keys).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSecrets } from "./schema.ts";

export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be read back`);
  return row.value;
}
