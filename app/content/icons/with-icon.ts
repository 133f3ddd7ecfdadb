// The data files name an icon; each collection offers its own set (one module per set in
// this folder, so a page bundles only the icons its content can show), drawing exactly the
// names its schema accepts (contracts/content/icon-names.ts).
import type { LucideIcon } from "lucide-react";
import type { IconName, IconSet } from "../../../contracts/content/icon-names";

export type IconMap<S extends IconSet> = Readonly<Record<IconName<S>, LucideIcon>>;

/** Replaces an item's icon name by the icon (the data files were checked at build). */
export function withIcon<M extends Readonly<Record<string, LucideIcon>>, T extends { icon: string }>(icons: M, item: T): Omit<T, "icon"> & { icon: LucideIcon } {
  const icon = icons[item.icon];
  if (!icon) throw new Error(`unknown icon ${item.icon}`);
  return { ...item, icon };
}
