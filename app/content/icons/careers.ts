// The icons a careers entry may name: a module of its own, so a page bundles only these.
import { BookOpen, Coffee, HeartPulse, House, Laptop, PiggyBank, Plane, Smile, Sprout } from "lucide-react";
import type { IconMap } from "./with-icon";

export const careersIcons = { BookOpen, Coffee, HeartPulse, House, Laptop, PiggyBank, Plane, Smile, Sprout } satisfies IconMap<"careers">;
