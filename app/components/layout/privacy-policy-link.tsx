// The inline "política de privacidade" link that consent texts and data-rights notes end with.
import { href, Link } from "react-router";

export function PrivacyPolicyLink({ className = "font-medium text-brand-800 underline" }: { className?: string }) {
  return (
    <Link to={href("/privacidade")} className={className}>
      política de privacidade
    </Link>
  );
}
