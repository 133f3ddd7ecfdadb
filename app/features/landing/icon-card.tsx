import { ArrowRight, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { IconTile } from "../../components/ui/icon-tile";

interface IconCardProps {
  icon: LucideIcon;
  tone: "brand-light" | "accent";
  title: string;
  description: string;
  link?: {
    href: string;
    label: string;
    /** Read after the label by screen readers, where the label alone is vague ('Saiba mais'). */
    context?: string;
  };
}

/** A landing tile in a list: icon, title, description and, when it has one, an arrow link at its foot. */
export function IconCard({ icon, tone, title, description, link }: IconCardProps) {
  return (
    <Card as="li" shadow="sm" className="flex flex-col p-6">
      <IconTile icon={icon} tone={tone} />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{description}</p>
      {link && (
        <a href={link.href} className="mt-4 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
          {link.label}
          {link.context && <span className="sr-only">{link.context}</span>}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </Card>
  );
}
