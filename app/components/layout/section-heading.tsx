import { cn } from "../../lib/cn";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  className?: string;
  tone?: "light" | "dark";
}

/** The eyebrow, title and lead paragraph every landing section opens with. */
export function SectionHeading({ id, eyebrow, title, description, className, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", dark ? "text-accent-100" : "text-accent-700")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", dark && "text-white")}>
        {title}
      </h2>
      {description && <p className={cn("mt-4 text-lg", dark ? "text-brand-100" : "text-slate-600")}>{description}</p>}
    </div>
  );
}
