// The icons each collection's entries may name (the data files hold the name). One map per
// collection, so a page bundles only the icons its content can show.
import {
  Archive, ArrowRightLeft, Bell, BellRing, BookOpen, Building, Building2, Calculator, Camera, ChartColumn,
  ClipboardCheck, Clock, Coffee, CreditCard, Eye, FileSearch, FileText, GitBranch, Globe, HardHat, HeartHandshake,
  HeartPulse, History, House, Landmark, Laptop, Lightbulb, Lock, Mail, Package, PiggyBank, Plane, QrCode, Rocket,
  ShieldCheck, ShoppingBag, Signature, Smartphone, Smile, Sprout, Users, Workflow,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";

type IconMap = Readonly<Record<string, LucideIcon>>;

export const valueIcons = { Eye, HeartHandshake, Lightbulb, ShieldCheck, Users } satisfies IconMap;
export const careersIcons = { BookOpen, Coffee, HeartPulse, House, Laptop, PiggyBank, Plane, Smile, Sprout } satisfies IconMap;
export const correspondenceIcons = { ArrowRightLeft, BellRing, Camera, ClipboardCheck } satisfies IconMap;
export const featureIcons = { ChartColumn, FileText, Globe, Mail, Package, ShieldCheck, Signature, Workflow } satisfies IconMap;
export const helpTopicIcons = { CreditCard, FileText, Mail, Package, Rocket, ShieldCheck } satisfies IconMap;
export const segmentIcons = { Building, Calculator, HardHat, Landmark, ShoppingBag } satisfies IconMap;
export const productIcons = {
  Archive, Bell, Building2, ChartColumn, Clock, FileSearch, GitBranch, History, Lock, Package, QrCode, Signature, Smartphone,
} satisfies IconMap;

/** Replaces an item's icon name by the icon (the data files were checked at build). */
export function withIcon<M extends IconMap, T extends { icon: string }>(icons: M, item: T): Omit<T, "icon"> & { icon: LucideIcon } {
  const icon = icons[item.icon];
  if (!icon) throw new Error(`unknown icon ${item.icon}`);
  return { ...item, icon };
}
