// One zod schema per content collection (the files of app/content/data and the blog). The
// build checks every file against its schema (scripts/content/check.ts) and the editor
// (keystatic.config.ts, loaded by its page and by the server's editor API) writes the same
// shapes. Counts the spec fixes are rules here.
import { array, boolean, enum as oneOf, number, object, string, type infer as Infer, type ZodRawShape, type ZodType } from "zod";
import { ICON_NAMES, type IconSet } from "./icon-names.ts";

/** The figures of numbers.json, each one counter of the landing's statistics. */
export const FIGURE_IDS = ["processos", "pessoas", "folhas", "empresas"] as const;

const text = () => string().trim().min(1, "não pode ficar vazio");
const icon = (set: IconSet) => {
  const names = ICON_NAMES[set];
  return oneOf(names, { error: `ícone desconhecido: use um de ${names.join(", ")}` });
};
const exactly = <T extends ZodType>(item: T, count: number, what: string) =>
  array(item).length(count, { error: (issue) => `devem ser exatamente ${count} ${what} (há ${(issue.input as unknown[]).length})` });
/**
 * An entry marketing may hold back: `draft: true` (the editor's "Rascunho") keeps it out of
 * the published site and shows it under a band in previews (app/content/drafts.ts).
 */
const entry = <S extends ZodRawShape>(shape: S) => object({ ...shape, draft: boolean().optional() }).strict();
/** `count` published entries (drafts aside), for a list the spec fixes and marketing drafts in. */
const exactlyPublished = <T extends ZodType>(item: T, count: number, what: string) =>
  array(item)
    .min(count, { error: (issue) => `devem ser exatamente ${count} ${what} publicados (há ${(issue.input as unknown[]).length})` })
    .refine((items) => items.filter((i) => (i as { draft?: boolean }).draft !== true).length === count, {
      error: (issue) => `devem ser exatamente ${count} ${what} publicados, fora os rascunhos (há ${(issue.input as { draft?: boolean }[]).filter((i) => i.draft !== true).length})`,
    });
/** An id that becomes part of a URL: lowercase letters, digits and hyphens. */
const slug = () => string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use só letras minúsculas, números e hífens");
/** A file under public/, referenced from the site root. */
const imagePath = () => string().regex(/^\/images\/[a-z0-9/_-]+\.(?:svg|png|jpe?g)$/, "deve ser um caminho de imagem em /images/ (svg, png ou jpg)");
const meta = object({ title: text(), description: text() }).strict();
const hero = object({ eyebrow: text(), title: text(), lead: text() }).strict();
const titled = object({ title: text(), description: text() }).strict();
const sectionIntro = object({ title: text(), lead: text() }).strict();
const iconItem = (set: IconSet) => object({ title: text(), description: text(), icon: icon(set) }).strict();

export const aboutSchema = object({
  page: object({
    meta,
    hero,
    history: sectionIntro,
    numbers: object({ title: text(), lead: text(), timeReductionLabel: text(), yearsLabel: text() }).strict(),
    mission: object({
      title: text(),
      mission: object({ label: text(), text: text() }).strict(),
      vision: object({ label: text(), text: text() }).strict(),
    }).strict(),
    values: sectionIntro,
    office: object({ title: text(), text: text() }).strict(),
  }).strict(),
  milestones: array(object({ year: number().int().min(1900).max(2100), title: text(), description: text() }).strict()).min(1),
  values: array(iconItem("values")).min(1),
}).strict();

export const careersSchema = object({
  page: object({
    meta,
    hero,
    culture: sectionIntro,
    benefits: sectionIntro,
    openings: object({ title: text(), lead: text(), applyTitle: text(), applyText: text(), spontaneousSubject: text() }).strict(),
    process: object({ title: text(), steps: array(titled).min(1) }).strict(),
  }).strict(),
  culture: array(iconItem("careers")).min(1),
  benefits: array(iconItem("careers")).min(1),
  openings: array(
    entry({
      id: slug(),
      title: text(),
      team: text(),
      location: text(),
      contract: text(),
      summary: text(),
      responsibilities: array(text()).min(1),
      requirements: array(text()).min(1),
      niceToHave: array(text()),
    }),
  ),
}).strict();

export const casesSchema = object({
  page: object({
    meta,
    hero,
    filterLabel: text(),
    allSegments: text(),
    challengeLabel: text(),
    solutionLabel: text(),
    resultsLabel: text(),
  }).strict(),
  cases: array(
    entry({
      id: slug(),
      segmentId: slug(),
      company: text(),
      city: text(),
      headline: text(),
      challenge: text(),
      solution: text(),
      results: array(object({ figure: text(), label: text() }).strict()).min(1),
    }),
  ).min(1),
}).strict();

// spec §3: sixteen client logos; the logo's alt text is the company name.
export const clientLogosSchema = object({
  logos: exactly(object({ name: text(), logo: imagePath() }).strict(), 16, "logos de clientes"),
}).strict();

export const correspondenceBenefitsSchema = object({
  benefits: array(iconItem("correspondence")).min(1),
}).strict();

export const faqSchema = object({
  topics: array(
    object({
      id: slug(),
      title: text(),
      questions: array(
        entry({
          id: slug(),
          question: text(),
          answer: array(text()).min(1),
          links: array(object({ href: text(), label: text() }).strict()).optional(),
        }),
      ).min(1),
    }).strict(),
  ).min(1),
}).strict();

// spec §2: eight feature cards.
export const featuresSchema = object({
  features: exactly(
    object({
      id: slug(),
      title: text(),
      description: text(),
      icon: icon("features"),
      learnMore: object({ href: string(), label: string().optional() }).strict().optional(),
    }).strict(),
    8,
    "cards de recursos",
  ),
}).strict();

export const helpCenterSchema = object({
  page: object({
    meta,
    hero,
    search: object({ label: text(), placeholder: text(), noResults: text() }).strict(),
    topicsTitle: text(),
    articlesTitle: text(),
    stepsLabel: text(),
    faqTitle: text(),
    faqText: text(),
    faqLink: text(),
    contactTitle: text(),
    contactText: text(),
  }).strict(),
  topics: array(object({ id: slug(), title: text(), description: text(), icon: icon("helpTopics") }).strict()).min(1),
  articles: array(
    entry({
      id: slug(),
      topicId: slug(),
      title: text(),
      summary: text(),
      body: array(text()).min(1),
      steps: array(text()).optional(),
    }),
  ).min(1),
}).strict();

// spec §2: six customer problem cards.
export const problemsSchema = object({
  problems: exactly(object({ name: text(), sector: text(), quote: text() }).strict(), 6, "cards de problemas"),
}).strict();

export const productPageSchema = object({
  meta,
  hero: object({ eyebrow: text(), title: text(), lead: text(), facts: array(text()).min(1) }).strict(),
  problem: object({ title: text(), lead: text(), pains: array(titled).min(1) }).strict(),
  steps: object({ title: text(), lead: text(), items: array(titled).min(1) }).strict(),
  features: object({ title: text(), lead: text(), items: array(iconItem("products")) }).strict(),
  benefits: object({
    title: text(),
    lead: text(),
    items: array(object({ figure: text(), label: text(), description: text() }).strict()).min(1),
  }).strict(),
  faq: object({ title: text(), items: array(object({ question: text(), answer: text() }).strict()).min(1) }).strict(),
}).strict();

// spec §1: the five audiences.
export const segmentsSchema = object({
  segments: exactly(
    object({ id: slug(), title: text(), description: text(), highlights: array(text()).min(1), icon: icon("segments") }).strict(),
    5,
    "segmentos",
  ),
}).strict();

// spec §4: the four counters.
// spec §1, §4: the counters' labels; their figures come from numbers.json.
export const statsSchema = object({
  stats: array(
    object({
      id: oneOf(FIGURE_IDS),
      label: text(),
      spoken: text(),
    }).strict(),
  ).length(4, "devem ser exatamente 4 contadores: processos, pessoas, folhas e empresas"),
}).strict();

/**
 * spec §1: the figures the copy claims, once. Texts name them as placeholders
 * (app/content/placeholders.ts): a figure '36' with suffix 'M+' reads '36M+' on a counter
 * and '36 milhões' in a sentence.
 */
const figure = object({ target: number().int().positive(), suffix: oneOf(["K", "K+", "M", "M+"]) }).strict();
export const numbersSchema = object({
  figures: object({ processos: figure, pessoas: figure, folhas: figure, empresas: figure }).strict(),
  timeReductionPercent: number().int().min(1).max(100),
  yearsInBusiness: number().int().positive(),
  foundedYear: number().int().min(1900).max(2100),
}).strict();

// spec §2: the landing page's copy, section by section in the page's order.
const landingSection = object({ eyebrow: text(), title: text(), lead: text() }).strict();
export const landingSchema = object({
  meta,
  hero: object({
    eyebrow: text(),
    title: text(),
    lead: text(),
    primaryCta: text(),
    secondaryCta: text(),
    highlights: array(text()).min(1).max(4),
  }).strict(),
  features: landingSection,
  correspondence: landingSection,
  problems: landingSection,
  segments: landingSection,
  stats: object({ title: text() }).strict(),
  pricing: landingSection,
  clients: landingSection,
  testimonials: object({ eyebrow: text(), title: text() }).strict(),
  resources: object({ eyebrow: text(), title: text() }).strict(),
  dailyTip: object({ title: text(), linkLabel: text() }).strict(),
  trial: object({ title: text(), lead: text(), primaryCta: text(), secondaryCta: text() }).strict(),
  contact: object({ eyebrow: text(), title: text(), lead: text(), cta: text() }).strict(),
}).strict();

// spec §3: six testimonials, rating 0-5 in halves. The company's logo is the one of
// client-logos.json with the same name (scripts/content/check.ts checks there is one).
export const testimonialsSchema = object({
  testimonials: exactlyPublished(
    entry({
      name: text(),
      position: text(),
      company: text(),
      rating: number().min(0).max(5).multipleOf(0.5, "a nota vai de 0 a 5, em meios pontos"),
      text: text(),
      avatar: imagePath(),
    }),
    6,
    "depoimentos",
  ),
}).strict();

export const tipsSchema = object({
  tips: array(entry({ title: text(), description: text(), link: string().regex(/^\/blog\/[a-z0-9-]+$/, "deve ser o endereço de um artigo do blog (/blog/...)") })).min(1),
}).strict();

/** The data files: name (app/content/data/<name>.json) and schema. */
export const dataCollections = {
  about: aboutSchema,
  careers: careersSchema,
  cases: casesSchema,
  "client-logos": clientLogosSchema,
  "correspondence-benefits": correspondenceBenefitsSchema,
  faq: faqSchema,
  features: featuresSchema,
  "help-center": helpCenterSchema,
  landing: landingSchema,
  numbers: numbersSchema,
  problems: problemsSchema,
  "product-correspondencias": productPageSchema,
  "product-fluxo-documentos": productPageSchema,
  segments: segmentsSchema,
  stats: statsSchema,
  testimonials: testimonialsSchema,
  tips: tipsSchema,
} as const;

export type DataCollection = keyof typeof dataCollections;
export type CollectionData<C extends DataCollection> = Infer<(typeof dataCollections)[C]>;
