// A search box: a magnifier inside a full-width search input. The caller labels it.
import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
      <input
        type="search"
        autoComplete="off"
        className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
        {...props}
      />
    </div>
  );
}
