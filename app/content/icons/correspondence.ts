// The icons a correspondence entry may name: a module of its own, so a page bundles only these.
import { ArrowRightLeft, BellRing, Camera, ClipboardCheck } from "lucide-react";
import type { IconMap } from "./with-icon";

export const correspondenceIcons = { ArrowRightLeft, BellRing, Camera, ClipboardCheck } satisfies IconMap<"correspondence">;
