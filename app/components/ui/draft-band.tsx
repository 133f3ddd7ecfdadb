import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The "Rascunho" band a preview shows over what the published site leaves out. */
export function DraftBand({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="note" data-testid="draft-band" className={cn("bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-900", className)}>
      {children}
    </p>
  );
}
