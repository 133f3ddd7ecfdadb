// The icons a values entry may name: a module of its own, so a page bundles only these.
import { Eye, HeartHandshake, Lightbulb, ShieldCheck, Users } from "lucide-react";
import type { IconMap } from "./with-icon";

export const valueIcons = { Eye, HeartHandshake, Lightbulb, ShieldCheck, Users } satisfies IconMap<"values">;
