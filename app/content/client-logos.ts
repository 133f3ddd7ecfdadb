// Client logos for the carousel (spec §3: sixteen): app/content/data/client-logos.json.
import raw from "./data/client-logos.json" with { type: "json" };
import { imageSizeIn } from "./image-sizes";
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";
import type { ClientLogo } from "./types";

export const clientLogos: ClientLogo[] = (resolved(raw) as CollectionData<"client-logos">).logos.map((l) => ({
  ...l,
  // The size the carousel was drawn for, where the build measured none (plain Node).
  logoSize: imageSizeIn(raw, l.logo, { width: 160, height: 48 }),
}));
