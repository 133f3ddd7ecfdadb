import { href, Link } from "react-router";
import { PageSection } from "../../components/layout/page-section";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import type { ProductPageContent } from "../../content/products/types";

/** A short FAQ as an accordion, with a link to the full FAQ page. */
export function ProductFaq({ faq }: { faq: ProductPageContent["faq"] }) {
  return (
    <PageSection titleId="perguntas-titulo" className="bg-slate-50 py-16 sm:py-20" width="3xl" eyebrow="Dúvidas" title={faq.title}>
      <Accordion type="single" collapsible className="mt-10">
        {faq.items.map((item, index) => (
          <AccordionItem key={item.question} value={`pergunta-${index + 1}`} title={item.question}>
            <p>{item.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
      <p className="mt-6 text-center text-slate-700">
        Ainda com dúvidas?{" "}
        <Link to={href("/faq")} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Veja todas as perguntas frequentes
        </Link>
      </p>
    </PageSection>
  );
}
