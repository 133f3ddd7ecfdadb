// The five audiences served by Tramita, in display order: app/content/data/segments.json.
import data from "./data/segments.json";
import { segmentIcons, withIcon } from "./icons";
import type { CollectionData } from "./schemas";
import type { Segment } from "./types";

export const segments: Segment[] = (data as CollectionData<"segments">).segments.map((s) => withIcon(segmentIcons, s));
