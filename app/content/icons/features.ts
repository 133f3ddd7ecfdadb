// The icons a features entry may name: a module of its own, so a page bundles only these.
import { ChartColumn, FileText, Globe, Mail, Package, ShieldCheck, Signature, Workflow } from "lucide-react";
import type { IconMap } from "./with-icon";

export const featureIcons = { ChartColumn, FileText, Globe, Mail, Package, ShieldCheck, Signature, Workflow } satisfies IconMap<"features">;
