import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container, type ContainerWidth } from "../ui/container";

interface PageHeroProps {
  /** Id of the h1, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's content width, so the hero lines up with what follows. */
  width?: ContainerWidth;
  /** The eyebrow's colour: brand blue, or the accent (blog, FAQ). */
  tone?: "brand" | "accent";
  /** Less room under the lead, where a tool or a list starts right below. */
  compact?: boolean;
  /** Buttons, a search box or a date line under the lead. */
  children?: ReactNode;
}

/** The opening band of a page: eyebrow, the page's h1 and its lead paragraph. */
export function PageHero({ id, eyebrow, title, lead, width, tone = "brand", compact = false, children }: PageHeroProps) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-brand-50 to-white print:bg-none">
      <Container width={width} className={cn("pt-12 lg:pt-16 print:pt-0", compact ? "pb-8" : "pb-10")}>
        <p className={cn("text-sm font-semibold tracking-wide uppercase", tone === "brand" ? "text-brand-700" : "text-accent-700")}>{eyebrow}</p>
        <h1 id={id} className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>
        {children}
      </Container>
    </section>
  );
}
