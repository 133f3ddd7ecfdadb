// The editor's form for a data file, derived from the collection's zod schema
// (app/content/schemas.ts): the editor writes exactly the shapes the build checks, and a
// new field in a schema appears in the editor without a second definition.
import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import type { ZodType } from "zod";

/** Field labels in the editor, by the data's key. */
const LABELS: Record<string, string> = {
  about: "Sobre", allSegments: "Filtro: todos", answer: "Resposta", applyText: "Como se candidatar: texto",
  applyTitle: "Como se candidatar: título", articles: "Artigos", articlesTitle: "Título dos artigos", avatar: "Foto",
  benefits: "Benefícios", body: "Texto", cases: "Cases", challenge: "Desafio", challengeLabel: "Rótulo do desafio",
  city: "Cidade", company: "Empresa", contactText: "Contato: texto", contactTitle: "Contato: título", contract: "Contrato",
  culture: "Cultura", description: "Descrição", eyebrow: "Chamada", facts: "Fatos", faq: "Perguntas frequentes",
  faqLink: "FAQ: link", faqText: "FAQ: texto", faqTitle: "FAQ: título", features: "Recursos", figure: "Número",
  filterLabel: "Rótulo do filtro", hero: "Topo da página", highlights: "Destaques", history: "História", href: "Endereço",
  icon: "Ícone", id: "Identificador (na URL)", items: "Itens", label: "Rótulo", lead: "Introdução", learnMore: "Saiba mais",
  link: "Artigo do blog", links: "Links", location: "Local", logo: "Logo", logos: "Logos", meta: "Busca e compartilhamento",
  milestones: "Marcos", mission: "Missão", name: "Nome", niceToHave: "Desejável", noResults: "Sem resultados",
  numbers: "Números", office: "Escritório", openings: "Vagas", page: "Textos da página", pains: "Dores",
  placeholder: "Exemplo no campo", position: "Cargo", problem: "Problema", problems: "Problemas", process: "Processo seletivo",
  question: "Pergunta", questions: "Perguntas", quote: "Citação", rating: "Nota (0 a 5)", requirements: "Requisitos",
  responsibilities: "Responsabilidades", results: "Resultados", resultsLabel: "Rótulo dos resultados", search: "Busca",
  section: "Seção", sector: "Setor", segmentId: "Segmento", segments: "Segmentos", solution: "Solução",
  solutionLabel: "Rótulo da solução", spoken: "Texto para leitores de tela", spontaneousSubject: "Assunto do banco de talentos",
  stats: "Contadores", steps: "Passos", stepsLabel: "Rótulo dos passos", suffix: "Sufixo", summary: "Resumo", target: "Valor",
  team: "Time", testimonials: "Depoimentos", text: "Texto", timeReductionLabel: "Rótulo da redução de tempo",
  timeReductionPercent: "Redução de tempo (%)", tips: "Dicas", title: "Título", topicId: "Tópico", topics: "Tópicos",
  topicsTitle: "Título dos tópicos", values: "Valores", vision: "Visão", year: "Ano", yearsInBusiness: "Anos de mercado",
  yearsLabel: "Rótulo dos anos",
};

/** Keys whose text runs over more than one line. */
const MULTILINE = new Set(["answer", "applyText", "body", "challenge", "description", "lead", "quote", "solution", "summary", "text"]);

/** Image keys: where uploads go under public/ and the path pages use. */
const IMAGES: Record<string, { directory: string; publicPath: string }> = {
  avatar: { directory: "public/images/avatars", publicPath: "/images/avatars/" },
  logo: { directory: "public/images/logos", publicPath: "/images/logos/" },
};

interface ZodDef {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; length?: number; minimum?: number; maximum?: number } } }[];
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const labelOf = (key: string) => LABELS[key] ?? key;

function arrayLength(def: ZodDef): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "length_equals") length.min = length.max = check.length;
    if (check.check === "min_length") length.min = check.minimum;
    if (check.check === "max_length") length.max = check.maximum;
  }
  return length;
}

/** The title of an array item in the editor's list: its first text. */
function itemLabel(props: { value: unknown }): string {
  const value = props.value;
  if (typeof value === "string") return value || "(vazio)";
  if (value && typeof value === "object") {
    const first = Object.values(value).find((v) => typeof v === "string" && v);
    if (typeof first === "string") return first;
  }
  return "Item";
}

/** The Keystatic field for `schema`, found at `key` of its parent. */
export function fieldFromSchema(schema: ZodType, key: string, required = true): ComponentSchema {
  const def = defOf(schema);
  const label = labelOf(key);
  switch (def.type) {
    case "optional":
      return fieldFromSchema(def.innerType!, key, false);
    case "object":
      return fields.object(
        Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, fieldFromSchema(v, k, required)])),
        { label },
      );
    case "array": {
      const length = arrayLength(def);
      return fields.array(fieldFromSchema(def.element!, key), {
        label,
        itemLabel: (props) => itemLabel({ value: (props as unknown as { value: unknown }).value }),
        ...(length.min !== undefined || length.max !== undefined ? { validation: { length } } : {}),
      });
    }
    case "enum": {
      const options = Object.values(def.entries!).map((value) => ({ label: value, value }));
      return fields.select({ label, options, defaultValue: options[0]!.value });
    }
    case "number":
      return key === "rating"
        ? fields.number({ label, step: 0.5, validation: { min: 0, max: 5, isRequired: true } })
        : fields.integer({ label, validation: { isRequired: true } });
    case "string": {
      const image = IMAGES[key];
      if (image) return fields.image({ label, ...image, validation: { isRequired: true } });
      return fields.text({ label, multiline: MULTILINE.has(key), validation: { length: { min: required ? 1 : 0 } } });
    }
    default:
      throw new Error(`fieldFromSchema: no editor field for a zod ${def.type} at "${key}"`);
  }
}

/** The editor's fields for a collection: one field per top-level key of its schema. */
export function schemaFields(schema: ZodType): Record<string, ComponentSchema> {
  const def = defOf(schema);
  if (def.type !== "object") throw new Error("schemaFields: a collection's schema is an object");
  return Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, fieldFromSchema(v, k)]));
}
