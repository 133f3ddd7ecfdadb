// The content check: every data file of app/content/data against its collection's schema,
// every placeholder against the table, every blog post's front matter, every image a file
// references (exists under public/, at most 300 KB, alt text given), and every file under
// public/images/ against the editor's upload check. The first problem is reported as one line
// naming the file, the field and the problem.
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { dataCollections, type CollectionData, type DataCollection } from "../../contracts/content/schemas.ts";
import { unknownPlaceholders } from "../../app/content/placeholders.ts";
import { parsePostFile } from "../../app/features/blog/front-matter.ts";
import { uploadedImageProblem } from "../../server/cms/uploaded-images.ts";
import { imageSize, MAX_IMAGE_BYTES } from "./image-size.ts";

export const CONTENT_DATA_DIR = "app/content/data";
export const BLOG_DIR = "app/content/blog";
export const PUBLIC_DIR = "public";
const IMAGES_DIR = `${PUBLIC_DIR}/images`;

export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field ? `${field}: ` : ""}${problem}`);
    this.name = "ContentError";
  }
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function* strings(value: Json, path: string[] = []): Generator<[string, string]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, String(i)]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/** Checks one data file's text; `name` is its collection. Returns the parsed data. */
export function checkDataFile(file: string, name: DataCollection, source: string): unknown {
  let data: Json;
  try {
    data = JSON.parse(source) as Json;
  } catch (error) {
    throw new ContentError(file, "", `JSON inválido: ${(error as Error).message}`);
  }
  const result = dataCollections[name].safeParse(data);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new ContentError(file, issue!.path.join(".") || "(raiz)", issue!.message);
  }
  for (const [field, text] of strings(data)) {
    const [unknown] = unknownPlaceholders(text);
    if (unknown) throw new ContentError(file, field, `placeholder sem valor {${unknown}}`);
  }
  return result.data;
}

/** The collection a data file belongs to, from its name; undefined for a stray file. */
export function collectionOf(fileName: string): DataCollection | undefined {
  const name = fileName.replace(/\.json$/, "");
  return Object.hasOwn(dataCollections, name) ? (name as DataCollection) : undefined;
}

/** A site path of an image (/images/...) checked against the file under public/. */
function checkImage(file: string, field: string, src: string, root: string): void {
  const path = join(root, PUBLIC_DIR, src);
  if (!existsSync(path)) throw new ContentError(file, field, `imagem não encontrada: public${src}`);
  const bytes = statSync(path).size;
  if (bytes > MAX_IMAGE_BYTES) {
    throw new ContentError(file, field, `imagem com ${Math.ceil(bytes / 1024)} KB: o limite é ${MAX_IMAGE_BYTES / 1024} KB`);
  }
  try {
    imageSize(readFileSync(path), src);
  } catch (error) {
    throw new ContentError(file, field, (error as Error).message);
  }
}

/** The fields of a data file that name an image under public/: [field, site path]. */
export function* imageFields(value: Json, path: string[] = []): Generator<[string, string]> {
  for (const [field, text] of strings(value, path)) if (text.startsWith("/images/")) yield [field, text];
}

/** Rules across files: a testimonial's company shows the client logo of the same name. */
function checkReferences(data: Map<DataCollection, unknown>): void {
  const logos = data.get("client-logos") as CollectionData<"client-logos"> | undefined;
  const testimonials = data.get("testimonials") as CollectionData<"testimonials"> | undefined;
  if (!logos || !testimonials) return;
  const names = new Set(logos.logos.map((l) => l.name));
  for (const [i, t] of testimonials.testimonials.entries()) {
    if (!names.has(t.company)) {
      throw new ContentError(`${CONTENT_DATA_DIR}/testimonials.json`, `testimonials.${i}.company`, `"${t.company}" não está nos logos de clientes (client-logos.json), de onde vem o logo do depoimento`);
    }
  }
}

/**
 * Every file under public/images/ is served from the site's own origin, whoever put it there:
 * in GitHub mode the editor commits uploads without the server seeing them, and a pull
 * request can add any file. Each must pass the check the server applies to a local upload
 * (a PNG or JPEG by its bytes, an SVG that is only a drawing), referenced or not.
 */
function checkPublishedImages(root: string): void {
  const dir = resolve(root, IMAGES_DIR);
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).toSorted()) {
    const path = join(dir, name);
    const entry = lstatSync(path);
    if (entry.isDirectory()) continue;
    const file = relative(root, path);
    // A link would publish whatever it points to, unchecked.
    if (entry.isSymbolicLink()) throw new ContentError(file, "", "é um link simbólico; envie o próprio arquivo da imagem");
    const problem = uploadedImageProblem(file, readFileSync(path));
    if (problem) throw new ContentError(file, "", problem.replace(`${file}: `, ""));
  }
}

/** Checks the whole content folder; throws a ContentError on the first problem. */
export function checkContent(root = process.cwd()): void {
  const dataDir = resolve(root, CONTENT_DATA_DIR);
  const checked = new Map<DataCollection, unknown>();
  for (const fileName of readdirSync(dataDir).toSorted()) {
    const file = relative(root, join(dataDir, fileName));
    const name = collectionOf(fileName);
    if (!name) throw new ContentError(file, "", `arquivo fora das coleções conhecidas (${Object.keys(dataCollections).join(", ")})`);
    const data = checkDataFile(file, name, readFileSync(join(dataDir, fileName), "utf8")) as Json;
    for (const [field, src] of imageFields(data)) checkImage(file, field, src, root);
    checked.set(name, data);
  }
  checkReferences(checked);
  const blogDir = resolve(root, BLOG_DIR);
  for (const fileName of readdirSync(blogDir).filter((n) => n.endsWith(".md")).toSorted()) {
    const file = relative(root, join(blogDir, fileName));
    let frontMatter;
    try {
      ({ frontMatter } = parsePostFile(fileName, readFileSync(join(blogDir, fileName), "utf8")));
    } catch (error) {
      throw new ContentError(file, "", (error as Error).message.replace(`${fileName}: `, ""));
    }
    // The editor (Keystatic) reads and writes a post's images in a folder named after its slug;
    // a cover elsewhere is one it cannot open, and then refuses to save the post.
    const folder = `/images/blog/${fileName.replace(/\.md$/, "")}/`;
    if (!frontMatter.cover.src.startsWith(folder)) {
      throw new ContentError(file, "cover.src", `a capa deve ficar em ${folder}, onde o editor a guarda e a encontra (está em ${frontMatter.cover.src})`);
    }
    checkImage(file, "cover.src", frontMatter.cover.src, root);
  }
  checkPublishedImages(root);
}
