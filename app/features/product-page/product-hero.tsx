import { Card } from "../../components/ui/card";
import { Container } from "../../components/ui/container";
import { CheckCircleGlyph } from "../../components/ui/glyphs";
import { IconList } from "../../components/ui/icon-list";
import type { ProductPageContent } from "../../content/products/types";
import { HeroActions } from "../landing/hero-actions";

/** The product page's h1, lead, both calls to action and a card of key facts. */
export function ProductHero({ hero }: { hero: ProductPageContent["hero"] }) {
  return (
    <section aria-labelledby="produto-titulo" className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid grid-cols-1 items-center gap-10 py-14 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 id="produto-titulo" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{hero.lead}</p>
          <HeroActions />
        </div>
        <Card panel shadow="lg" className="p-6">
          <p className="font-semibold text-slate-900">Em resumo</p>
          <IconList className="mt-4 space-y-3" items={hero.facts.map((text) => ({ icon: CheckCircleGlyph, text }))} />
        </Card>
      </Container>
    </section>
  );
}
