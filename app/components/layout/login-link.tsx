import type { ReactNode } from "react";
import { signInUrl } from "../../../contracts/site";
import { useRuntimeConfig } from "../../lib/runtime-config";

/** spec §2: sign-in lives on the external application and opens in a new tab. */
export function LoginLink({ className, children = "Login" }: { className?: string; children?: ReactNode }) {
  const { appUrl } = useRuntimeConfig();
  return (
    <a href={signInUrl(appUrl)} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
