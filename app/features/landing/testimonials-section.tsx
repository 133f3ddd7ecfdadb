// spec §2: 'O que nossos clientes dizem', six cards with star ratings.
import { landing } from "../../content/landing";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { DraftBand } from "../../components/ui/draft-band";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { shownWidth } from "../../lib/responsive-image";
import type { Testimonial } from "../../content/types";
import { StarRating } from "./star-rating";

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <PageSection titleId="depoimentos-title" className="bg-slate-50 py-20 defer-render" eyebrow={landing.testimonials.eyebrow} title={landing.testimonials.title}>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <Card as="figure" shadow="sm" className="flex h-full flex-col p-6">
              {t.draft && <DraftBand className="mb-4 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-800">“{t.text}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <ResponsiveImage src={t.avatar} intrinsic={t.avatarSize} sizes="48px" alt="" width={t.avatarSize.width} height={t.avatarSize.height} loading="lazy" decoding="async" className="size-12 rounded-full object-cover" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-slate-900">{t.name}</p>
                  <p className="text-slate-600">
                    {t.position}, {t.company}
                  </p>
                </div>
                <ResponsiveImage src={t.logo} intrinsic={t.logoSize} sizes={shownWidth(24, t.logoSize)} alt={`Logo de ${t.company}`} width={t.logoSize.width} height={t.logoSize.height} loading="lazy" decoding="async" className="hidden h-6 w-auto sm:block" />
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
