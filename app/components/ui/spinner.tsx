import { cn } from "../../lib/cn";

/** spec §2: the spinner labelled 'Carregando...' shown while a page's code loads. */
export function LoadingSpinner({ className, label = "Carregando..." }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex items-center gap-3 text-slate-700", className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin-slow rounded-full border-[3px] border-brand-100 border-t-brand-700"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
