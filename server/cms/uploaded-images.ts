// What the editor accepts as an image. Uploads land in public/images/ and the site serves
// them from its own origin, where a script in an SVG opened directly would run as the site.
// So an upload must be what its name says: a PNG or JPEG by its first bytes (the kinds the
// build measures, scripts/content/image-size.ts), or an SVG that is only a drawing, checked
// against a list of drawing elements and attributes: no script, event handler,
// foreignObject, link, animation, style sheet, DOCTYPE or entity, and no reference outside
// the file. A file it cannot read with certainty is refused, never cleaned.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

/** The drawing elements an uploaded SVG may use (SVG names are case-sensitive). */
const DRAWING_ELEMENTS = new Set([
  "svg", "g", "defs", "title", "desc", "symbol", "use",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan",
  "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern",
]);

/** Namespaced attributes allowed besides the namespace declarations. */
const PREFIXED_ATTRIBUTES = new Set(["xlink:href", "xml:space", "xml:lang"]);

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const START_TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const ATTRIBUTE = /\s+([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const XML_DECLARATION = /^\uFEFF?\s*<\?xml\s[^?<>]*\?>/;

/** Why `bytes`, uploaded as `path`, may not be published (pt-BR), or null for a safe image. */
export function uploadedImageProblem(path: string, bytes: Uint8Array): string | null {
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  const start = Buffer.from(bytes.subarray(0, PNG.length));
  if (extension === "png" && start.equals(PNG)) return null;
  if ((extension === "jpg" || extension === "jpeg") && start.subarray(0, JPEG.length).equals(JPEG)) return null;
  if (extension !== "svg") return `${path}: o conteúdo não é uma imagem ${extension?.toUpperCase() ?? ""}; envie um PNG, JPEG ou SVG.`;
  const problem = svgProblem(bytes);
  return problem && `${path}: o SVG tem ${problem}. Envie um SVG só com o desenho (sem scripts, eventos, foreignObject ou referências externas), ou um PNG ou JPEG.`;
}

/** `text` with XML's predefined and numeric character references decoded, or null for any other. */
function decodeEntities(text: string): string | null {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/.test(text)) return null;
  let invalid = false;
  const decoded = text.replace(ENTITY, (_reference, named: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (named) return NAMED_ENTITIES[named]!;
    const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    if (code > 0x10ffff) invalid = true;
    return invalid ? "" : String.fromCodePoint(code);
  });
  return invalid ? null : decoded;
}

/** What makes an SVG more than a drawing, in words for the editor, or null. */
function svgProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "texto que não está em UTF-8";
  }
  let position = XML_DECLARATION.exec(text)?.[0].length ?? 0;
  let root: string | undefined;
  for (;;) {
    const next = text.indexOf("<", position);
    if (decodeEntities(text.slice(position, next === -1 ? undefined : next)) === null) return "uma entidade desconhecida";
    if (next === -1) break;
    position = next;
    if (text.startsWith("<!--", position)) {
      const end = text.indexOf("-->", position + 4);
      if (end === -1) return "um comentário sem fim";
      position = end + 3;
      continue;
    }
    END_TAG.lastIndex = position;
    const end = END_TAG.exec(text);
    if (end) {
      position = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = position;
    const tag = START_TAG.exec(text);
    if (!tag) return text.startsWith("<!", position) || text.startsWith("<?", position) ? "uma declaração DOCTYPE, CDATA ou de processamento" : "marcação que não foi possível ler";
    position = START_TAG.lastIndex;
    const [, name, attributes] = tag as unknown as [string, string, string];
    root ??= name;
    if (root !== "svg") return "outro elemento na raiz em vez de <svg>";
    if (!DRAWING_ELEMENTS.has(name)) return `o elemento <${name}>`;
    for (const [, attribute, double, single] of attributes.matchAll(ATTRIBUTE)) {
      const problem = attributeProblem(attribute!, double ?? single ?? "");
      if (problem) return problem;
    }
  }
  return root ? null : "nenhum elemento <svg>";
}

function attributeProblem(name: string, raw: string): string | null {
  const value = decodeEntities(raw);
  if (value === null) return "uma entidade desconhecida";
  // A CSS escape could spell url( in a style; no drawing needs one.
  if (value.includes("\\")) return `uma barra invertida no atributo ${name}`;
  if (/^on/i.test(name)) return `o atributo de evento ${name}`;
  if (name === "xmlns") return value === SVG_NAMESPACE ? null : `o espaço de nomes ${value}`;
  if (name === "xmlns:xlink") return value === XLINK_NAMESPACE ? null : `o espaço de nomes ${value}`;
  if (name.includes(":") && !PREFIXED_ATTRIBUTES.has(name)) return `o atributo ${name}`;
  if ((name === "href" || name === "xlink:href") && !/^#[\w.-]+$/.test(value)) return `uma referência externa (${name}="${value}")`;
  for (const [, reference] of value.matchAll(/url\(\s*["']?([^)"']*)/gi)) {
    if (!reference!.startsWith("#")) return `uma referência externa (url(${reference}))`;
  }
  return null;
}
