// A card: a white (or tinted) surface with rounded corners and a hairline ring, the one
// look of every tile, panel and summary box on the site. Padding and layout stay with the
// caller (className): cards differ there, and `cn` joins classes without resolving
// conflicts, so the card itself sets none of them.
import type { ComponentProps, ElementType } from "react";
import { cn } from "../../lib/cn";

const tones = {
  white: "bg-white ring-1 ring-slate-200",
  slate: "bg-slate-50 ring-1 ring-slate-200",
  brand: "bg-brand-50 ring-1 ring-brand-100",
  /** A white card on a brand-tinted band: its ring takes the band's colour. */
  "on-brand": "bg-white ring-1 ring-brand-100",
  amber: "bg-amber-50 ring-1 ring-amber-200",
} as const;

const shadows = {
  none: "",
  sm: "shadow-sm",
  lg: "shadow-lg",
} as const;

type CardTag = "div" | "li" | "article" | "section" | "figure" | "a";

interface CardStyle {
  tone?: keyof typeof tones;
  shadow?: keyof typeof shadows;
  /** Rounder corners, for a card that stands on its own (a form, a summary) rather than in a grid of tiles. */
  panel?: boolean;
}

export function Card<T extends CardTag = "div">({
  as,
  tone = "white",
  shadow = "none",
  panel = false,
  className,
  ...props
}: CardStyle & { as?: T } & ComponentProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return <Tag className={cn(panel ? "rounded-2xl" : "rounded-xl", tones[tone], shadows[shadow], className)} {...props} />;
}
