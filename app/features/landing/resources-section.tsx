// spec §2: exclusive resources: maturity assessment, ROI calculator, blog.
import { ArrowRight } from "lucide-react";
import { SectionHeading } from "../../components/layout/section-heading";
import type { Resource } from "../../content/resources";
import { Container } from "../../components/ui/container";

export function ResourcesSection({ resources }: { resources: Resource[] }) {
  return (
    <section aria-labelledby="recursos-title" className="py-20 defer-render">
      <Container>
        <SectionHeading
          id="recursos-title"
          eyebrow="Recursos exclusivos"
          title="Ferramentas gratuitas para planejar a sua digitalização"
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {resources.map(({ title, description, href, cta, icon: Icon }) => (
            <li key={href} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{description}</p>
              <a href={href} className="mt-4 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
                {cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
