import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

// A button keeps its label on one line (it does not shrink in a row) until the label is wider
// than the space it has: then it wraps onto more lines instead of running off a narrow screen
// or past 200% text (WCAG 1.4.10), the height a minimum growing with the lines.
const base =
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg py-2 text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  outline: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-800",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
} as const;

interface Variants {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: Variants, className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
