// Each indexed page's own share card (issue: a share image per page): its file name and the
// words it shows, computed from the page's path and title. pageMeta references the card;
// scripts/share-cards.ts draws it at build time from the same title, so the two agree.
import { site } from "../../contracts/site.ts";

/** Open Graph's recommended size; LinkedIn and WhatsApp refuse SVG, so the cards are PNG. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes the cards, one per indexed page. */
export const SHARE_CARD_DIR = "/images/compartilhar";

/** The card of a page: '/' is 'inicio.png', '/blog/x' is 'blog/x.png'. */
export function shareCardPath(pagePath: string): string {
  return `${SHARE_CARD_DIR}/${pagePath === "/" ? "inicio" : pagePath.replace(/^\/+|\/+$/g, "")}.png`;
}

/**
 * The headline of a page's card: its document title without the brand's part
 * ('Perguntas frequentes | Tramita' shows 'Perguntas frequentes'; 'Tramita | Protocolo
 * digital...' shows 'Protocolo digital...').
 */
export function shareCardTitle(documentTitle: string): string {
  const parts = documentTitle.split(" | ");
  const own = parts.filter((part) => !part.includes(site.name));
  return (own.length > 0 ? own : parts).join(" | ");
}

/** The card's alternative text: what it shows, for og:image:alt and twitter:image:alt. */
export function shareCardAlt(documentTitle: string): string {
  return `${shareCardTitle(documentTitle)}: cartão de compartilhamento do ${site.name}`;
}
