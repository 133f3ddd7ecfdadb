// Categories and authors of the blog. A post's front matter names them by id
// (app/features/blog/front-matter.ts rejects anything not listed here).

export const blogCategories = [
  { id: "protocolo-digital", label: "Protocolo digital" },
  { id: "correspondencias", label: "Correspondências e malote" },
  { id: "juridico-e-lgpd", label: "Jurídico e LGPD" },
  { id: "gestao", label: "Gestão e economia" },
  { id: "segmentos", label: "Segmentos" },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]["id"];

export const blogAuthors = [
  { id: "marina-albuquerque", name: "Marina Albuquerque", role: "Especialista em gestão documental" },
  { id: "rafael-tanaka", name: "Rafael Tanaka", role: "Consultor de implantação" },
  { id: "juliana-prado", name: "Juliana Prado", role: "Coordenadora de conteúdo" },
] as const;

export type BlogAuthorId = (typeof blogAuthors)[number]["id"];

export function categoryLabel(id: BlogCategoryId): string {
  return blogCategories.find((c) => c.id === id)!.label;
}

/** Words a reader gets through in a minute, for the reading time shown on each post. */
export const WORDS_PER_MINUTE = 200;

/** Posts per page of the /blog list. */
export const BLOG_PAGE_SIZE = 6;
