// Share a post: WhatsApp, LinkedIn, X, e-mail, or copy its address (confirmed by a toast).
import { Link2, Mail, MessageCircle } from "lucide-react";
import { copyLink } from "../../components/copy-link-button";

function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, icon: MessageCircle },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: LinkedInLogo },
    { name: "X", href: `https://x.com/intent/post?url=${u}&text=${t}`, icon: XLogo },
    { name: "e-mail", href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`, icon: Mail },
  ];
}

type LogoProps = { className?: string; "aria-hidden"?: boolean | "true" };

// Brand marks lucide does not draw, simplified.
function LinkedInLogo(props: LogoProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v8h2.7v-8H6.5Zm1.35-4a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1ZM11 10v8h2.7v-4.2c0-1.2.5-1.9 1.5-1.9s1.3.7 1.3 1.9V18h2.7v-4.9c0-2.3-1.1-3.3-2.9-3.3-1.2 0-2 .6-2.4 1.3V10H11Z" />
    </svg>
  );
}

function XLogo(props: LogoProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}

const itemClass =
  "inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 [&_svg]:size-4";

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="compartilhar-titulo">
      <h2 id="compartilhar-titulo" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">Compartilhe</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareTargets(url, title).map(({ name, href, icon: Icon }) => (
          <li key={name}>
            <a
              href={href}
              {...(href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className={itemClass}
              aria-label={href.startsWith("mailto:") ? `Compartilhar por ${name}` : `Compartilhar por ${name} (abre em nova aba)`}
            >
              <Icon aria-hidden="true" />
              {name === "e-mail" ? "E-mail" : name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copyLink(url)} className={itemClass}>
            <Link2 aria-hidden="true" />
            Copiar link
          </button>
        </li>
      </ul>
    </section>
  );
}
