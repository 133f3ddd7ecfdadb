import { SectionHeading } from "../../components/layout/section-heading";
import type { IconItem } from "../../content/types";
import { cn } from "../../lib/cn";
import { Container } from "../../components/ui/container";

interface IconGridSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  items: IconItem[];
  className?: string;
}

/** A titled section of items, each with its icon: features, values, benefits. */
export function IconGridSection({ id, eyebrow, title, lead, items, className }: IconGridSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-16 sm:py-20", className)}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={lead} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ title: itemTitle, description, icon: Icon }) => (
            <li key={itemTitle} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{itemTitle}</h3>
                <p className="mt-1 text-slate-700">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
