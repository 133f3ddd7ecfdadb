// spec §1: the figures the copy claims (app/content/data/numbers.json, the "Números"
// singleton) and their two spellings: '36M+' on a counter, '36 milhões' in a sentence.
import raw from "./data/numbers.json" with { type: "json" };
import type { CollectionData } from "../../contracts/content/schemas";

export type Numbers = CollectionData<"numbers">;
export type Figure = Numbers["figures"][keyof Numbers["figures"]];

/** The figures as read: numbers.json has no placeholders, so there is nothing to resolve. */
export const numbers = raw as Numbers;

/** '36M+', '14K': the counter's spelling. */
export const figureShort = (figure: Figure): string => `${figure.target}${figure.suffix}`;

/** '36 milhões', '1 milhão', '14 mil': the spelling inside a sentence. */
export function figureInWords(figure: Figure): string {
  const scale = figure.suffix.startsWith("M") ? (figure.target === 1 ? "milhão" : "milhões") : "mil";
  return `${figure.target} ${scale}`;
}
