import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

const tones = {
  brand: "bg-brand-100 text-brand-800",
  "brand-light": "bg-brand-50 text-brand-700",
  accent: "bg-accent-50 text-accent-700",
  solid: "bg-brand-700 text-white",
} as const;

interface IconTileProps {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  /** A 20 px glyph instead of 24 px, for denser lists. */
  small?: boolean;
}

/** A decorative icon on a 44 px rounded square, at the head of a card or a list item. */
export function IconTile({ icon: Icon, tone = "brand", small = false }: IconTileProps) {
  return (
    <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-lg", tones[tone])}>
      <Icon aria-hidden="true" className={small ? "size-5" : "size-6"} />
    </span>
  );
}
