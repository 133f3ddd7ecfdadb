// The five audiences served by Tramita, in display order: app/content/data/segments.json.
import raw from "./data/segments.json" with { type: "json" };
import { resolved } from "./resolved";
import { segmentIcons } from "./icons/segments";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";
import type { Segment } from "./types";

export const segments: Segment[] = (resolved(raw) as CollectionData<"segments">).segments.map((s) => withIcon(segmentIcons, s));
