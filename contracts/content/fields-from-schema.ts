// The editor's form for a data file, derived from the collection's zod schema (schemas.ts)
// through its JSON Schema: the editor writes exactly the shapes the build checks, and a new
// field in a schema appears in the editor without a second definition. Both the editor's page
// and the server's editor API load the form (keystatic.config.ts), so it lives here.
import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import { toJSONSchema, type ZodType } from "zod";

/** Field labels in the editor, by the data's key. */
const LABELS: Record<string, string> = {
  about: "Sobre", allSegments: "Filtro: todos", answer: "Resposta", applyText: "Como se candidatar: texto",
  applyTitle: "Como se candidatar: título", clients: "Clientes", contact: "Contato", correspondence: "Correspondências", cta: "Botão", dailyTip: "Dica do dia", articles: "Artigos", articlesTitle: "Título dos artigos", avatar: "Foto",
  benefits: "Benefícios", body: "Texto", cases: "Cases", challenge: "Desafio", challengeLabel: "Rótulo do desafio",
  city: "Cidade", company: "Empresa", contactText: "Contato: texto", contactTitle: "Contato: título", contract: "Contrato",
  culture: "Cultura", description: "Descrição", draft: "Rascunho", eyebrow: "Chamada", facts: "Fatos", faq: "Perguntas frequentes",
  faqLink: "FAQ: link", faqText: "FAQ: texto", faqTitle: "FAQ: título", features: "Recursos", figure: "Número",
  figures: "Números", filterLabel: "Rótulo do filtro", foundedYear: "Ano de fundação", empresas: "Empresas no ecossistema", folhas: "Folhas economizadas", hero: "Topo da página", highlights: "Destaques", history: "História", href: "Endereço",
  icon: "Ícone", id: "Identificador (na URL)", items: "Itens", label: "Rótulo", lead: "Introdução", learnMore: "Saiba mais",
  link: "Artigo do blog", linkLabel: "Texto do link", links: "Links", location: "Local", logo: "Logo", logos: "Logos", meta: "Busca e compartilhamento",
  milestones: "Marcos", mission: "Missão", name: "Nome", niceToHave: "Desejável", noResults: "Sem resultados",
  numbers: "Números", office: "Escritório", openings: "Vagas", page: "Textos da página", pains: "Dores",
  pessoas: "Pessoas impactadas", placeholder: "Exemplo no campo", pricing: "Planos", primaryCta: "Botão principal", processos: "Processos digitalizados", position: "Cargo", problem: "Problema", problems: "Problemas", process: "Processo seletivo",
  question: "Pergunta", questions: "Perguntas", quote: "Citação", rating: "Nota (0 a 5)", requirements: "Requisitos",
  resources: "Recursos exclusivos", responsibilities: "Responsabilidades", results: "Resultados", resultsLabel: "Rótulo dos resultados", search: "Busca", secondaryCta: "Botão secundário",
  section: "Seção", sector: "Setor", segmentId: "Segmento", segments: "Segmentos", solution: "Solução",
  solutionLabel: "Rótulo da solução", spoken: "Texto para leitores de tela", spontaneousSubject: "Assunto do banco de talentos",
  stats: "Contadores", steps: "Passos", stepsLabel: "Rótulo dos passos", suffix: "Sufixo", summary: "Resumo", target: "Valor",
  team: "Time", trial: "Teste grátis", testimonials: "Depoimentos", text: "Texto", timeReductionLabel: "Rótulo da redução de tempo",
  timeReductionPercent: "Redução de tempo (%)", tips: "Dicas", title: "Título", topicId: "Tópico", topics: "Tópicos",
  topicsTitle: "Título dos tópicos", values: "Valores", vision: "Visão", year: "Ano", yearsInBusiness: "Anos de mercado",
  yearsLabel: "Rótulo dos anos",
};

/** Help under a field's label, by the data's key. */
const DESCRIPTIONS: Record<string, string> = {
  draft: "Marcado, o item não é publicado; a prévia mostra o item com a faixa “Rascunho”.",
};

/** Keys whose text runs over more than one line. */
const MULTILINE = new Set(["answer", "applyText", "body", "challenge", "description", "lead", "quote", "solution", "summary", "text"]);

/** Image keys: where uploads go under public/ and the path pages use. */
const IMAGES: Record<string, { directory: string; publicPath: string }> = {
  avatar: { directory: "public/images/avatars", publicPath: "/images/avatars/" },
  logo: { directory: "public/images/logos", publicPath: "/images/logos/" },
};

/** The part of JSON Schema that zod writes for the content schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
}

const labelOf = (key: string) => LABELS[key] ?? key;

/** Keys that name an item best, in order; an item without them shows its first text. */
const ITEM_TITLE_KEYS = ["title", "question", "name", "company", "label", "text"];

/** The title of an array item in the editor's list. */
function itemLabel(props: unknown): string {
  const item = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof item.value === "string") return item.value || "(vazio)";
  const fieldsOf = item.fields ?? {};
  const keys = [...ITEM_TITLE_KEYS.filter((key) => key in fieldsOf), ...Object.keys(fieldsOf)];
  const title = keys.map((key) => fieldsOf[key]!.value).find((v) => typeof v === "string" && v);
  return typeof title === "string" ? title : "Item";
}

/** The Keystatic field for the JSON Schema `node`, found at `key` of its parent. */
function fieldFromJsonSchema(node: JsonSchema, key: string, required: boolean): ComponentSchema {
  const label = labelOf(key);
  if (node.enum) {
    const options = node.enum.map((value) => ({ label: value, value }));
    return fields.select({ label, options, defaultValue: options[0]!.value });
  }
  switch (node.type) {
    case "object": {
      const requiredKeys = new Set(node.required);
      return fields.object(
        Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, fieldFromJsonSchema(v, k, required && requiredKeys.has(k))])),
        { label },
      );
    }
    case "array": {
      const length = { ...(node.minItems !== undefined && { min: node.minItems }), ...(node.maxItems !== undefined && { max: node.maxItems }) };
      return fields.array(fieldFromJsonSchema(node.items!, key, true), {
        label,
        itemLabel,
        ...(Object.keys(length).length ? { validation: { length } } : {}),
      });
    }
    case "number":
      return fields.number({ label, step: node.multipleOf ?? 1, validation: { min: node.minimum, max: node.maximum, isRequired: true } });
    case "integer":
      return fields.integer({ label, validation: { isRequired: true } });
    case "boolean":
      return fields.checkbox({ label, ...(DESCRIPTIONS[key] && { description: DESCRIPTIONS[key] }) });
    case "string": {
      const image = IMAGES[key];
      if (image) return fields.image({ label, ...image, validation: { isRequired: true } });
      return fields.text({ label, multiline: MULTILINE.has(key), validation: { length: { min: required ? (node.minLength ?? 0) : 0 } } });
    }
    default:
      throw new Error(`fieldsFromSchema: no editor field for JSON Schema type ${node.type} at "${key}"`);
  }
}

/** The editor's fields for a collection: one field per top-level key of its schema. */
export function schemaFields(schema: ZodType): Record<string, ComponentSchema> {
  const root = toJSONSchema(schema) as JsonSchema;
  const requiredKeys = new Set(root.required);
  return Object.fromEntries(Object.entries(root.properties ?? {}).map(([k, v]) => [k, fieldFromJsonSchema(v, k, requiredKeys.has(k))]));
}
