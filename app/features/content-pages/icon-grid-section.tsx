import { PageSection, type PageSectionProps } from "../../components/layout/page-section";
import { IconText } from "../../components/ui/icon-text";
import type { IconItem } from "../../content/types";
import { cn } from "../../lib/cn";

/** A titled section of items, each with its icon: features, values, benefits. */
export function IconGridSection({ items, className, ...heading }: Omit<PageSectionProps, "children"> & { items: IconItem[] }) {
  return (
    <PageSection {...heading} className={cn("py-16 sm:py-20", className)}>
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ title, description, icon }) => (
          <li key={title} className="flex gap-4">
            <IconText icon={icon} small title={title} description={description} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
