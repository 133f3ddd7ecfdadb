import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  outline: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-800",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "px-3 text-sm",
  md: "px-5 text-sm",
  lg: "px-6 text-base",
} as const;

/** One line at a fixed height, or (wrap) at least that height, growing with the lines. */
const heights = {
  sm: { line: "h-9", wrap: "min-h-9" },
  md: { line: "h-11", wrap: "min-h-11" },
  lg: { line: "h-12", wrap: "min-h-12" },
} as const;

interface Variants {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** A long label wraps onto more lines instead of running off a narrow screen. */
  wrap?: boolean;
}

export function buttonClass({ variant = "primary", size = "md", wrap = false }: Variants, className?: string) {
  return cn(base, variants[variant], sizes[size], wrap ? `${heights[size].wrap} py-2 text-center text-balance` : `${heights[size].line} whitespace-nowrap`, className);
}

export function Button({ className, variant, size, wrap, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={buttonClass({ variant, size, wrap }, className)} {...props} />;
}

export function ButtonLink({ className, variant, size, wrap, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={buttonClass({ variant, size, wrap }, className)} {...props} />;
}
