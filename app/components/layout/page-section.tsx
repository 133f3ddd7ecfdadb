import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container, type ContainerWidth } from "../ui/container";

export interface PageSectionProps {
  /** Id of the section's h2, for aria-labelledby. */
  titleId: string;
  /** The section's own id, where a link lands on it (/#planos). */
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Heading colours for a light band, or for a dark (brand-900) one. */
  tone?: "light" | "dark";
  /** The content column's width. */
  width?: ContainerWidth;
  /** The band: its background and vertical padding. */
  className?: string;
  children: ReactNode;
}

/** A band of a page that opens with a centred eyebrow, h2 and lead paragraph. */
export function PageSection({ titleId, id, eyebrow, title, description, tone = "light", width, className, children }: PageSectionProps) {
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <Container width={width}>
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className={cn("text-sm font-semibold tracking-wide uppercase", dark ? "text-accent-100" : "text-accent-700")}>
              {eyebrow}
            </p>
          )}
          <h2 id={titleId} className={cn("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", dark && "text-white")}>
            {title}
          </h2>
          {description && <p className={cn("mt-4 text-lg", dark ? "text-brand-100" : "text-slate-600")}>{description}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
