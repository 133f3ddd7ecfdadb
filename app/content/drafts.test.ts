// Draft entries of the data files: out of the published site, under a band in previews.
import { describe, expect, it } from "vitest";
import { schemaFields } from "../../contracts/content/fields-from-schema";
import { dataCollections } from "../../contracts/content/schemas";
import { previewsUnpublished, withoutDrafts } from "./drafts";

const faq = {
  topics: [
    { id: "planos", questions: [{ id: "quanto-custa", draft: true }, { id: "quais-planos", draft: false }, { id: "teste" }] },
    { id: "seguranca", questions: [{ id: "lgpd", draft: true }] },
  ],
};

describe("draft entries", () => {
  it("leave the published site's data, at any depth, while entries marked false or unmarked stay", () => {
    expect(withoutDrafts(faq, false)).toEqual({
      topics: [
        { id: "planos", questions: [{ id: "quais-planos", draft: false }, { id: "teste" }] },
        { id: "seguranca", questions: [] },
      ],
    });
  });

  it("stay in a preview, marked, for the page's band", () => {
    expect(withoutDrafts(faq, true)).toBe(faq);
  });

  it("are previewed in the editor's local mode and with SHOW_DRAFTS=true only", () => {
    expect(previewsUnpublished({})).toBe(false);
    expect(previewsUnpublished({ CMS_MODE: "local" })).toBe(true);
    expect(previewsUnpublished({ SHOW_DRAFTS: "true" })).toBe(true);
    expect(previewsUnpublished({ KEYSTATIC_GITHUB_REPO: "tramita/site" })).toBe(false);
  });

  it("are marked in the editor with a 'Rascunho' checkbox on each FAQ question, case, testimonial, opening, help article and tip", () => {
    type Field = { kind: string; label?: string; fields?: Record<string, Field>; element?: Field; defaultValue?: () => unknown };
    const entryOf = (collection: keyof typeof dataCollections, ...path: string[]) => {
      let field = { kind: "object", fields: schemaFields(dataCollections[collection]) } as Field;
      for (const key of path) field = field.fields![key]!.element!;
      return field.fields!;
    };
    for (const entry of [
      entryOf("faq", "topics", "questions"),
      entryOf("cases", "cases"),
      entryOf("testimonials", "testimonials"),
      entryOf("careers", "openings"),
      entryOf("help-center", "articles"),
      entryOf("tips", "tips"),
    ]) {
      expect(entry.draft).toMatchObject({ kind: "form", label: "Rascunho" });
      expect(entry.draft!.defaultValue!()).toBe(false);
    }
    // Sections of a page are not entries: the landing's hero has no such box.
    expect((schemaFields(dataCollections.landing).hero as Field).fields).not.toHaveProperty("draft");
  });
});
