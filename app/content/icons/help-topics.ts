// The icons a help topics entry may name: a module of its own, so a page bundles only these.
import { CreditCard, FileText, Mail, Package, Rocket, ShieldCheck } from "lucide-react";
import type { IconMap } from "./with-icon";

export const helpTopicIcons = { CreditCard, FileText, Mail, Package, Rocket, ShieldCheck } satisfies IconMap<"helpTopics">;
