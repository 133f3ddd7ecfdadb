// The direct channels to the team, with the reply promise and business hours (spec §2).
import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { businessHoursLines, replyPromise } from "../../../contracts/contact";
import { site } from "../../../contracts/site";
import { cn } from "../../lib/cn";
import { unbreakable } from "../../lib/unbreakable";

const channels = [
  { icon: Mail, label: "E-mail", value: site.email, href: `mailto:${site.email}` },
  { icon: Phone, label: "Telefone", value: unbreakable(site.phone.display), href: site.phone.href },
  { icon: MessageCircle, label: "WhatsApp", value: unbreakable(site.whatsapp.display), href: site.whatsapp.href },
] as const;

export function ContactChannels({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div className={cn("space-y-4", className)}>
      <ul className="space-y-3">
        {channels.map(({ icon: Icon, label, value, href }) => (
          <li key={label}>
            <a
              href={href}
              className={cn(
                "flex items-center gap-3 rounded-lg p-3 ring-1 transition-colors",
                dark ? "text-white ring-white/20 hover:bg-white/10" : "text-slate-900 ring-slate-200 hover:bg-slate-50",
              )}
              {...(href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden="true" className={cn("size-5 shrink-0", dark ? "text-accent-100" : "text-brand-700")} />
              <span>
                <span className={cn("block text-xs", dark ? "text-brand-100" : "text-slate-600")}>{label}</span>
                <span className="font-semibold">{value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className={cn("flex gap-3 rounded-lg p-3", dark ? "bg-white/10 text-white" : "bg-brand-50 text-slate-800")}>
        <Clock aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", dark ? "text-accent-100" : "text-brand-700")} />
        <div className="text-sm">
          <p className="font-semibold">{replyPromise}</p>
          {businessHoursLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
