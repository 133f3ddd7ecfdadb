import { LoaderCircle } from "lucide-react";

export function LoadingState({ label = "Carregando..." }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
      {label}
    </p>
  );
}
