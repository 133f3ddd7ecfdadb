// Client logos for the carousel (spec §3: sixteen): app/content/data/client-logos.json.
import data from "./data/client-logos.json";
import type { CollectionData } from "./schemas";
import type { ClientLogo } from "./types";

export const clientLogos: ClientLogo[] = (data as CollectionData<"client-logos">).logos;
