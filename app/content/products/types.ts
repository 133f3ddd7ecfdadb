// Shape of a product page (/correspondencias, /fluxo-documentos): one template renders both.
import type { IconItem } from "../types";

interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface ProductPageContent {
  path: string;
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Short facts in the card beside the title. */
    facts: string[];
  };
  problem: { title: string; lead: string; pains: { title: string; description: string }[] };
  steps: { title: string; lead: string; items: { title: string; description: string }[] };
  features: { title: string; lead: string; items: IconItem[] };
  benefits: { title: string; lead: string; items: { figure: string; label: string; description: string }[] };
  faq: { title: string; items: QuestionAnswer[] };
}
