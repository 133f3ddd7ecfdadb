import type { ReactNode } from "react";
import { signInUrl } from "../../../contracts/site";
import { useRuntimeConfig } from "../../lib/runtime-config";

/**
 * spec §2: sign-in lives on the external application and opens in a new tab. The server
 * writes the deployment's APP_URL into the prerendered href (contracts/served-page.ts), so
 * hydration, which renders the build's default at first, keeps the served one.
 */
export function LoginLink({ className, children = "Login" }: { className?: string; children?: ReactNode }) {
  const { appUrl } = useRuntimeConfig();
  return (
    <a href={signInUrl(appUrl)} suppressHydrationWarning target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
