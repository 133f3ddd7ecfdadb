// The alert a failed form request shows above its submit button.
import { TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";

interface ErrorBannerProps {
  children: ReactNode;
  className?: string;
  /** Given one, the banner can take the focus (a form moves it there after a refusal that names no field). */
  ref?: Ref<HTMLDivElement>;
}

export function ErrorBanner({ children, className, ref }: ErrorBannerProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={ref ? -1 : undefined}
      className={cn(
        "flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus-visible:outline-red-700",
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
