// A post is app/content/blog/<slug>.md: YAML front matter between '---' lines, then
// markdown. The front matter is validated here; a bad file stops the build with its name.
import { array, boolean, enum as oneOf, iso, object, preprocess, string, type infer as Infer } from "zod";
import { parse as parseYaml } from "yaml";
import { blogAuthors, blogCategories } from "../../../contracts/content/blog-taxonomy.ts";

const AUTHOR_IDS = blogAuthors.map((a) => a.id) as [string, ...string[]];
const CATEGORY_IDS = blogCategories.map((c) => c.id) as [string, ...string[]];

/** '2026-12-01 09:00', '2026-12-01T09:00:00' or with an offset ('...Z', '...-03:00'). */
const PUBLISH_AT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/;

/** A day of the calendar and a time of the clock: Date reads '2026-02-30' as 2 March. */
function isRealInstant(value: string): boolean {
  const [day, time] = value.split("T") as [string, string];
  const [hours, minutes, seconds] = time.slice(0, 8).split(":").map(Number) as [number, number, number];
  const midnight = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day) && hours < 24 && minutes < 60 && seconds < 60;
}

const postFrontMatterSchema = object({
  title: string().trim().min(10).max(90),
  // Shown in search results and share cards: long enough to say something, short enough not to be cut.
  description: string().trim().min(80).max(170),
  date: iso.date(),
  updated: iso.date().optional(),
  author: oneOf(AUTHOR_IDS),
  category: oneOf(CATEGORY_IDS),
  tags: array(string().trim().min(2).max(40)).min(1).max(6),
  // Kept out of the published site (app/features/blog/publication.ts).
  draft: boolean().optional(),
  // The instant the post goes live: Brasília time (UTC-3, no daylight saving since 2019)
  // unless an offset is written.
  publishAt: preprocess((value) => (value === "" ? undefined : value), string()
    .trim()
    .regex(PUBLISH_AT, "use data e hora de Brasília, como 2026-12-01 09:00")
    .transform((value) => {
      const [, day, clock, seconds, offset] = PUBLISH_AT.exec(value)!;
      return `${day}T${clock}:${seconds ?? "00"}${offset ?? "-03:00"}`;
    })
    .refine(isRealInstant, "data ou hora inexistente")
    .optional()),
  cover: object({
    // Uploaded through the editor into public/images/blog/ (scripts/content/check.ts checks the file).
    src: string().regex(/^\/images\/blog\/[a-z0-9/-]+\.(?:svg|png|jpe?g)$/, "a capa deve ser uma imagem (svg, png ou jpg) em /images/blog/"),
    alt: string({ error: "falta o texto alternativo (alt) da imagem" }).trim().min(10, "o texto alternativo (alt) deve descrever a imagem em pelo menos 10 caracteres"),
  }).strict(),
})
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.date, { message: "updated must not be before date", path: ["updated"] });

export type PostFrontMatter = Infer<typeof postFrontMatterSchema>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Splits and validates a post file; throws an Error naming the file and every problem. */
export function parsePostFile(fileName: string, source: string): { frontMatter: PostFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter (a block between two '---' lines at the top)`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`${fileName}: front matter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = postFrontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
    throw new Error(`${fileName}: invalid front matter: ${problems}`);
  }
  return { frontMatter: result.data, body: match[2]! };
}
