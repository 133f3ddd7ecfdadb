// spec §2: every route has its own served HTML. The pages opened from e-mailed
// links or with a session are prerendered shells: each answers with its own title,
// description, canonical URL, 'noindex' and <h1>, a sentence saying what it does, and no
// trace of the token the link carried.
import { expect, test } from "@playwright/test";
import { NOINDEX_PATHS } from "../../contracts/routes";

const SITE = "https://tramita.com.br";
const SECRET = "segredo-do-link-123";

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, "").trim();

test("each token page's served HTML has its own title, description, canonical URL, noindex and <h1>", async ({ request }) => {
  expect(NOINDEX_PATHS).toEqual(expect.arrayContaining(["/confirmar-email", "/recuperar-senha", "/assinatura", "/onboarding", "/signup-success"]));
  const seen = { title: new Set<string>(), h1: new Set<string>(), description: new Set<string>() };
  for (const path of NOINDEX_PATHS) {
    const response = await request.get(`${path}?token=${SECRET}`, { headers: { accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = first(html, /<title>([^<]+)<\/title>/);
    const h1 = first(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
    const description = first(html, /<meta name="description" content="([^"]+)"/);
    for (const [name, value] of Object.entries({ title, h1, description })) {
      expect(value, `${path}: ${name}`).toBeTruthy();
      const set = seen[name as keyof typeof seen];
      expect(set.has(value!), `${path} repeats the ${name} '${value}'`).toBe(false);
      set.add(value!);
    }
    expect(description!.length, path).toBeGreaterThanOrEqual(50);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    // More than a loading line: the page says what it is for, in the served HTML.
    const text = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ");
    expect(text.split(/\s+/).filter(Boolean).length, path).toBeGreaterThan(25);
    expect(html, path).not.toContain(SECRET);
  }
});
