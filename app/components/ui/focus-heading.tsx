// A stage's heading that takes the focus when the stage appears, so keyboard and screen
// reader users land on what just changed.
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn";

export function FocusHeading({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={cn("text-2xl font-bold text-slate-900 focus:outline-none", className)}>
      {children}
    </h2>
  );
}
