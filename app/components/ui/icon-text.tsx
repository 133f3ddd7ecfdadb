import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { IconTile } from "./icon-tile";

interface IconTextProps {
  icon: LucideIcon;
  title: string;
  description: string;
  tone?: "brand" | "accent";
  /** The 20 px glyph of denser lists. */
  small?: boolean;
  /** A smaller description, for cards. */
  dense?: boolean;
  /** Inside a link or a button: phrasing content only, so spans instead of a heading and a paragraph. */
  inline?: boolean;
}

/** An icon tile beside a title and its description: a feature, a benefit, a help topic. */
export function IconText({ icon, title, description, tone, small, dense = false, inline = false }: IconTextProps) {
  const Text = inline ? "span" : "div";
  const Title = inline ? "span" : "h3";
  const Description = inline ? "span" : "p";
  return (
    <>
      <IconTile icon={icon} tone={tone} small={small} />
      <Text>
        <Title className={inline ? "block font-semibold text-slate-900" : "text-lg font-semibold"}>{title}</Title>
        <Description className={cn("mt-1 text-slate-700", inline && "block", dense && "text-sm")}>{description}</Description>
      </Text>
    </>
  );
}
