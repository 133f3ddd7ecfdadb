// The content editor (Keystatic, at /keystatic): every data file of app/content/data is a
// singleton whose form comes from its zod schema, and the blog is a collection of markdown
// posts. Loaded by the editor route (app/routes/keystatic.tsx) and the editor's API
// (server/cms/), never by a visitor page: so it imports only what both may, from contracts/.
import { collection, config, fields, singleton } from "@keystatic/core";
import { blogAuthors, blogCategories } from "./contracts/content/blog-taxonomy.ts";
import { dataCollections, type DataCollection } from "./contracts/content/schemas.ts";
import { schemaFields } from "./contracts/content/fields-from-schema.ts";

/** Each data file's name in the editor's menu. */
const SINGLETON_LABELS: Record<DataCollection, string> = {
  about: "Sobre",
  careers: "Carreiras",
  cases: "Cases",
  "client-logos": "Logos de clientes",
  "correspondence-benefits": "Benefícios de correspondências",
  faq: "Perguntas frequentes",
  features: "Recursos",
  "help-center": "Central de ajuda",
  landing: "Página inicial",
  numbers: "Números",
  problems: "Problemas dos clientes",
  "product-correspondencias": "Produto: correspondências",
  "product-fluxo-documentos": "Produto: fluxo de documentos",
  segments: "Segmentos",
  stats: "Estatísticas",
  testimonials: "Depoimentos",
  tips: "Dicas do dia",
};

/** The page each data file shows on: the editor's preview link opens it. */
const SINGLETON_PAGES: Record<DataCollection, string> = {
  about: "/sobre",
  careers: "/carreiras",
  cases: "/cases",
  "client-logos": "/",
  "correspondence-benefits": "/",
  faq: "/faq",
  features: "/",
  "help-center": "/ajuda",
  landing: "/",
  numbers: "/",
  problems: "/",
  "product-correspondencias": "/correspondencias",
  "product-fluxo-documentos": "/fluxo-documentos",
  segments: "/",
  stats: "/",
  testimonials: "/",
  tips: "/",
};

const singletons = Object.fromEntries(
  (Object.keys(dataCollections) as DataCollection[]).map((name) => [
    name,
    singleton({
      label: SINGLETON_LABELS[name],
      path: `app/content/data/${name}`,
      format: { data: "json" },
      previewUrl: SINGLETON_PAGES[name],
      schema: schemaFields(dataCollections[name]),
    }),
  ]),
);

// app/features/blog/front-matter.ts checks the same fields at build.
const blog = collection({
  label: "Blog",
  path: "app/content/blog/*",
  // The post as the site renders it; in local mode the preview build holds drafts too.
  previewUrl: "/blog/{slug}",
  slugField: "title",
  format: { contentField: "content" },
  entryLayout: "content",
  schema: {
    title: fields.slug({ name: { label: "Título", validation: { length: { min: 10, max: 90 } } }, slug: { label: "Endereço (slug)" } }),
    description: fields.text({ label: "Descrição", multiline: true, validation: { length: { min: 80, max: 170 } } }),
    date: fields.date({ label: "Publicado em", validation: { isRequired: true } }),
    author: fields.select({ label: "Autor", options: blogAuthors.map((a) => ({ label: a.name, value: a.id })), defaultValue: blogAuthors[0].id }),
    category: fields.select({ label: "Categoria", options: blogCategories.map((c) => ({ label: c.label, value: c.id })), defaultValue: blogCategories[0].id }),
    tags: fields.array(fields.text({ label: "Tag", validation: { length: { min: 2, max: 40 } } }), {
      label: "Tags",
      itemLabel: (props) => props.value,
      validation: { length: { min: 1, max: 6 } },
    }),
    cover: fields.object(
      {
        src: fields.image({ label: "Capa (svg, png ou jpg, até 300 KB)", directory: "public/images/blog", publicPath: "/images/blog/", validation: { isRequired: true } }),
        alt: fields.text({ label: "Texto alternativo da capa", validation: { length: { min: 10 } } }),
      },
      { label: "Capa" },
    ),
    // app/features/blog/publication.ts: a draft or a post not yet due stays out of the site.
    draft: fields.checkbox({ label: "Rascunho", description: "Marcado, o artigo não é publicado; a prévia mostra o artigo com a faixa “Rascunho”." }),
    publishAt: fields.text({
      label: "Publicar em",
      description: "Opcional: data e hora de Brasília em que o artigo entra no site, como 2026-12-01 09:00. Até lá ele fica como rascunho.",
      validation: { pattern: { regex: /^$|^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, message: "Use data e hora como 2026-12-01 09:00" } },
    }),
    content: fields.markdoc({ label: "Texto", extension: "md" }),
  },
});

/**
 * The editor's configuration: local files of the working copy, or commits to `githubRepo`
 * ('owner/name') when the GitHub mode is configured.
 */
export function keystaticConfig(githubRepo?: string) {
  return config({
    storage: githubRepo ? { kind: "github", repo: githubRepo as `${string}/${string}` } : { kind: "local" },
    ui: { brand: { name: "Tramita" } },
    singletons,
    collections: { blog },
  });
}
