// The icons a segments entry may name: a module of its own, so a page bundles only these.
import { Building, Calculator, HardHat, Landmark, ShoppingBag } from "lucide-react";
import type { IconMap } from "./with-icon";

export const segmentIcons = { Building, Calculator, HardHat, Landmark, ShoppingBag } satisfies IconMap<"segments">;
