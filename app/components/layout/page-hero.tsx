import type { ReactNode } from "react";

interface PageHeroProps {
  /** Id of the h1, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Buttons, a search box or a date line under the lead. */
  children?: ReactNode;
}

/** The opening band of a content page: eyebrow, the page's h1 and its lead paragraph. */
export function PageHero({ id, eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 lg:px-8 lg:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 id={id} className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>
        {children}
      </div>
    </section>
  );
}
