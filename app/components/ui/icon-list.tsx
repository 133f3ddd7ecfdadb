import type { ComponentType } from "react";

interface IconListItem {
  icon: ComponentType<{ className?: string }>;
  text: string;
}

/** A short list, each line led by an accent icon: a product's key facts, how a tool works. */
export function IconList({ items, className }: { items: IconListItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
