import type { NavLink } from "../../content/navigation";
import { LoginLink } from "./login-link";

interface LinkListProps {
  links: NavLink[];
  className: string;
  linkClassName: string;
  /** Called when a link on the site is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/** A navigation list of the header or the footer; the app's sign-in link opens the external application. */
export function LinkList({ links, className, linkClassName, onNavigate }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          {link.external === "app-login" ? (
            <LoginLink className={linkClassName}>{link.label}</LoginLink>
          ) : (
            <a href={link.href} className={linkClassName} onClick={onNavigate}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
