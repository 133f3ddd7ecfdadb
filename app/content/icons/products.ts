// The icons a products entry may name: a module of its own, so a page bundles only these.
import { Archive, Bell, Building2, ChartColumn, Clock, FileSearch, GitBranch, History, Lock, Package, QrCode, Signature, Smartphone } from "lucide-react";
import type { IconMap } from "./with-icon";

export const productIcons = { Archive, Bell, Building2, ChartColumn, Clock, FileSearch, GitBranch, History, Lock, Package, QrCode, Signature, Smartphone } satisfies IconMap<"products">;
