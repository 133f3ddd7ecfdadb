import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { cardSection, shareCardOf, writeShareCards } from "./share-cards.ts";
import { shareCardTitle } from "../app/lib/share-card.ts";

const work = mkdtempSync(join(tmpdir(), "share-cards-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = (title: string, image: string, extra = "") =>
  `<html><head><title>${title}</title><meta property="og:image" content="https://tramita.com.br${image}"/>${extra}</head></html>`;

describe("share cards", () => {
  test("a card's headline is the page's title without the brand's part", () => {
    const titles = ["Perguntas frequentes | Tramita", "Tramita | Protocolo digital, documentos e correspondências", "Malote digital: o que é | Blog do Tramita"];
    expect(titles.map(shareCardTitle)).toEqual(["Perguntas frequentes", "Protocolo digital, documentos e correspondências", "Malote digital: o que é"]);
  });

  test("a post's card names its category; a page's the footer column that links it, else its own name", () => {
    expect(cardSection("/blog/x", '<meta property="article:section" content="Segmentos"/>')).toBe("Blog do Tramita · Segmentos");
    expect(cardSection("/correspondencias", "")).toBe("Produto");
    expect(cardSection("/", "")).toBe("Início");
  });

  test("a page whose og:image is the brand's card gets no card of its own", () => {
    expect(shareCardOf("/onboarding", page("Onboarding | Tramita", "/images/brand/og-image.png"))).toBeNull();
  });

  test("cards are drawn once and copied from the cache while their source does not change", { timeout: 60_000 }, async () => {
    const cache = join(work, "cache");
    const pages = new Map([
      ["/sobre", page("Sobre nós | Tramita", "/images/compartilhar/sobre.png")],
      ["/cases", page("Cases &amp; resultados | Tramita", "/images/compartilhar/cases.png")],
    ]);
    expect(await writeShareCards(join(work, "first"), pages, cache)).toEqual({ drawn: 2, cached: 0 });
    expect(await writeShareCards(join(work, "second"), pages, cache)).toEqual({ drawn: 0, cached: 2 });
    for (const name of ["sobre.png", "cases.png"]) {
      expect(readFileSync(join(work, "second", "images", "compartilhar", name))).toEqual(readFileSync(join(work, "first", "images", "compartilhar", name)));
    }
    pages.set("/sobre", page("Quem somos | Tramita", "/images/compartilhar/sobre.png"));
    expect(await writeShareCards(join(work, "third"), pages, cache)).toEqual({ drawn: 1, cached: 1 });
    expect(readdirSync(cache)).toHaveLength(3);
  });
});
