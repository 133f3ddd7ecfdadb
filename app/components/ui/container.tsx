// The page's content column: centred, with the site's side gutters (16/24/32 px) and one
// of a few maximum widths. 7xl (1280 px) is the landing's width; narrower ones suit
// tools (6xl), long reading (3xl) and the like.
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const widths = {
  "7xl": "max-w-7xl",
  "6xl": "max-w-6xl",
  "5xl": "max-w-5xl",
  "4xl": "max-w-4xl",
  "3xl": "max-w-3xl",
} as const;

export type ContainerWidth = keyof typeof widths;

export function Container({ width = "7xl", className, ...props }: ComponentProps<"div"> & { width?: ContainerWidth }) {
  return <div className={cn("mx-auto px-4 sm:px-6 lg:px-8", widths[width], className)} {...props} />;
}
