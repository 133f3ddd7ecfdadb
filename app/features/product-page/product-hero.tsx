import { href } from "react-router";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { Button, ButtonLink } from "../../components/ui/button";
import { ArrowRightGlyph, CheckCircleGlyph } from "../../components/ui/glyphs";
import type { ProductPageContent } from "../../content/products/types";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { Container } from "../../components/ui/container";

/** The product page's h1, lead, both calls to action and a card of key facts. */
export function ProductHero({ hero }: { hero: ProductPageContent["hero"] }) {
  const { openContactModal } = useContactModal();
  return (
    <section aria-labelledby="produto-titulo" className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid grid-cols-1 items-center gap-10 py-14 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 id="produto-titulo" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={href("/signup")} size="lg">
              {`Teste Grátis ${FREE_TRIAL_DAYS} Dias`}
              <ArrowRightGlyph />
            </ButtonLink>
            <Button size="lg" variant="outline" onClick={openContactModal}>
              Solicitar Contato
            </Button>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Em resumo</p>
          <ul className="mt-4 space-y-3">
            {hero.facts.map((fact) => (
              <li key={fact} className="flex gap-3">
                <CheckCircleGlyph className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{fact}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
