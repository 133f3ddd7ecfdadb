import { describe, expect, it } from "vitest";
import { countryForCallingCode, countryOptions, findCountry, searchCountries } from "./countries";
import { DEFAULT_COUNTRY_OPTION, flagEmoji } from "./country-option";

const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

describe("countryOptions (spec §5)", () => {
  it("starts with BR, US, PT, ES, AR, MX, by their pt-BR names", () => {
    expect(countryOptions().slice(0, 6)).toEqual([
      { code: "BR", callingCode: "55", name: "Brasil", flag: "🇧🇷" },
      { code: "US", callingCode: "1", name: "Estados Unidos", flag: "🇺🇸" },
      { code: "PT", callingCode: "351", name: "Portugal", flag: "🇵🇹" },
      { code: "ES", callingCode: "34", name: "Espanha", flag: "🇪🇸" },
      { code: "AR", callingCode: "54", name: "Argentina", flag: "🇦🇷" },
      { code: "MX", callingCode: "52", name: "México", flag: "🇲🇽" },
    ]);
  });

  it("lists every other country once, sorted by pt-BR name", () => {
    const list = countryOptions();
    const rest = names(list.slice(6));
    expect(rest).toEqual(rest.toSorted((a, b) => a.localeCompare(b, "pt-BR")));
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(200);
    expect(rest).toContain("Alemanha");
    expect(rest).toContain("Japão");
    expect(rest).not.toContain("Brasil");
  });

  it("is computed once", () => {
    expect(countryOptions()).toBe(countryOptions());
  });

  it("has Brazil as the phone field shows it before the list loads", () => {
    expect(countryOptions()[0]).toEqual(DEFAULT_COUNTRY_OPTION);
  });
});

describe("flagEmoji", () => {
  it("builds the regional-indicator pair", () => {
    expect(flagEmoji("PT")).toBe("\u{1F1F5}\u{1F1F9}");
    expect(flagEmoji("jp")).toBe("🇯🇵");
  });
});

describe("findCountry / countryForCallingCode", () => {
  it("finds by ISO code, Brazil by default", () => {
    expect(findCountry("PT").name).toBe("Portugal");
    expect(findCountry("??").code).toBe("BR");
  });

  it("resolves shared calling codes by the number, else by list order", () => {
    expect(countryForCallingCode("1", "+1 (416) 555-0123")?.code).toBe("CA");
    expect(countryForCallingCode("1")?.code).toBe("US");
    expect(countryForCallingCode("351")?.code).toBe("PT");
    expect(countryForCallingCode("999")).toBeUndefined();
  });
});

describe("searchCountries", () => {
  const list = countryOptions();

  it("returns the whole list for an empty query", () => {
    expect(searchCountries(list, "  ")).toEqual(list);
  });

  it("matches names ignoring case and accents", () => {
    expect(names(searchCountries(list, "alemanha"))).toEqual(["Alemanha"]);
    expect(names(searchCountries(list, "japao"))).toEqual(["Japão"]);
    expect(names(searchCountries(list, "MÉXICO"))).toContain("México");
    expect(names(searchCountries(list, "portugal"))[0]).toBe("Portugal");
  });

  it("puts names that start with the query first", () => {
    const found = names(searchCountries(list, "gui"));
    expect(found.slice(0, 3).every((n) => n.startsWith("Guiné") || n.startsWith("Guiana"))).toBe(true);
    expect(found).toContain("Papua-Nova Guiné");
    expect(found.indexOf("Papua-Nova Guiné")).toBeGreaterThan(found.indexOf("Guiana"));
  });

  it("matches calling codes with or without '+', exact codes first", () => {
    expect(names(searchCountries(list, "+351"))).toEqual(["Portugal"]);
    expect(names(searchCountries(list, "351"))).toEqual(["Portugal"]);
    const byPrefix = searchCountries(list, "35");
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((c) => c.callingCode.startsWith("35"))).toBe(true);
    expect(searchCountries(list, "1")[0]?.code).toBe("US");
    expect(searchCountries(list, "1").every((c) => c.callingCode === "1")).toBe(true);
  });

  it("finds nothing for an unknown name", () => {
    expect(searchCountries(list, "atlântida")).toEqual([]);
  });
});
