// The rows a demo request writes: every column of a lead, all decided before the write, its
// id and time included, so either engine of the protected-form pipeline writes them.
import { jsonRowsOf } from "../db/json-rows.ts";
import { leads } from "../db/schema.ts";

export const leadRows = jsonRowsOf(leads, [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "phoneE164",
  "company",
  "solution",
  "details",
  "users",
  "protocolUsers",
  "volume",
  "preferredDay",
  "preferredTime",
  "ipHash",
  "userAgent",
]);
