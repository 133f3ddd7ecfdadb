// The digital maturity assessment (/avaliacao-maturidade-digital) against the built site:
// one question per step by keyboard, progress kept across a reload, the result (score,
// level, radar, recommendations), the shareable URL, the e-mail report (a stored lead and
// one message through the outbox) and axe.
import { expect, test, type Page } from "@playwright/test";
import { QUESTIONS } from "../../contracts/maturity-assessment";
import { horizontalOverflow, sentMails, seriousViolations, solveAltcha, withSavedConsent } from "./helpers";

const PATH = "/avaliacao-maturidade-digital";
// processos 1 each (33), documentos 2 (67), correspondencia 0 (0), seguranca 3 (100),
// integracao 1 (33): overall 47, Estruturado (contracts/maturity-scoring.test.ts).
const POINTS = { processos: 1, documentos: 2, correspondencia: 0, seguranca: 3, integracao: 1 } as const;
const ANSWERS = QUESTIONS.map((q) => POINTS[q.dimension]);

const step = (page: Page) => page.getByTestId("assessment-step");

async function openAssessment(page: Page, query = "") {
  await page.goto(`${PATH}${query}`);
  // Hydrated once the saved progress and the URL have been read.
  await expect(page.locator("[data-restored]")).toBeAttached();
}

/** Chooses answer `points` (0-3) with the keyboard only, then Enter for the next question. */
async function answerByKeyboard(page: Page, points: number) {
  const radios = page.getByRole("radio");
  await expect(radios.first()).toBeFocused();
  if (points === 0) await page.keyboard.press("Space");
  for (let i = 0; i < points; i++) await page.keyboard.press("ArrowDown");
  await expect(radios.nth(points)).toBeChecked();
  await page.keyboard.press("Enter");
}

const resultUrlOf = (answers: readonly number[]) => `?respostas=${answers.join("")}`;

test("before the cookie banner is answered, the answers stay in memory: nothing is stored and a reload starts over", async ({ page }) => {
  await openAssessment(page);
  await page.getByRole("button", { name: "Começar a avaliação" }).click();
  for (let i = 0; i < 2; i++) await answerByKeyboard(page, ANSWERS[i]!);
  await expect(step(page)).toHaveText(`Pergunta 3 de ${QUESTIONS.length}`);
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }))).toEqual({ local: 0, session: 0, cookie: "" });
  await page.reload();
  await expect(page.locator("[data-restored]")).toBeAttached();
  await expect(page.getByRole("button", { name: "Começar a avaliação" })).toBeVisible();
});

test("one question per step by keyboard, kept across a reload, then the score, the radar and the recommendations", async ({ page }) => {
  // The progress is kept on the device once the visitor has answered the cookie banner.
  await withSavedConsent(page);
  await openAssessment(page);
  await expect(page.getByRole("heading", { name: "O que a avaliação mede" })).toBeVisible();
  await page.getByRole("button", { name: "Começar a avaliação" }).click();

  const progress = page.getByRole("progressbar", { name: "Progresso da avaliação" });
  await expect(step(page)).toHaveText(`Pergunta 1 de ${QUESTIONS.length}`);
  await expect(progress).toHaveAttribute("aria-valuetext", `Pergunta 1 de ${QUESTIONS.length}`);
  await expect(page.getByRole("group", { name: QUESTIONS[0]!.text })).toBeVisible();
  // Next stays disabled until an answer is chosen; back from the first question is the intro.
  await expect(page.getByRole("button", { name: "Próxima" })).toBeDisabled();
  await page.getByRole("button", { name: "Voltar" }).click();
  await page.getByRole("button", { name: "Começar a avaliação" }).click();

  for (let i = 0; i < 5; i++) await answerByKeyboard(page, ANSWERS[i]!);
  await expect(step(page)).toHaveText(`Pergunta 6 de ${QUESTIONS.length}`);

  // Back shows the earlier answer still chosen.
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(step(page)).toHaveText(`Pergunta 5 de ${QUESTIONS.length}`);
  await expect(page.getByRole("radio").nth(ANSWERS[4]!)).toBeChecked();
  await page.keyboard.press("Enter");

  // A reload resumes at the same question with the answers kept.
  await page.reload();
  await expect(step(page)).toHaveText(`Pergunta 6 de ${QUESTIONS.length}`);
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByRole("radio").nth(ANSWERS[4]!)).toBeChecked();
  await page.getByRole("button", { name: "Próxima" }).click();

  for (let i = 5; i < QUESTIONS.length; i++) await answerByKeyboard(page, ANSWERS[i]!);

  await expect(page.getByTestId("maturity-score")).toHaveText("47");
  await expect(page.getByTestId("maturity-level")).toHaveText("Estruturado");
  await expect(page.getByText(/Os processos principais estão definidos/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\${resultUrlOf(ANSWERS)}$`));

  const radar = page.getByTestId("radar-chart");
  await expect(radar).toBeVisible();
  await expect(radar.locator("desc")).toHaveText(
    "Processos e protocolos: 33 de 100; Gestão de documentos: 67 de 100; Correspondência e malote: 0 de 100; Segurança e LGPD: 100 de 100; Integração e dados: 33 de 100",
  );
  await expect(radar.locator("circle")).toHaveCount(5);
  await expect(page.getByRole("row", { name: /Correspondência e malote/ })).toContainText("0/100");

  // Weak dimensions (below 60), weakest first, each with its product page and posts.
  const recommendations = page.getByTestId("recommendation");
  await expect(recommendations).toHaveCount(3);
  await expect(recommendations.nth(0)).toContainText("Correspondência e malote · 0/100");
  await expect(recommendations.nth(0).getByRole("link", { name: "Correspondências no Tramita" })).toHaveAttribute("href", "/correspondencias");
  await expect(recommendations.nth(0).getByRole("link", { name: "Malote digital: o que é e como funciona" })).toHaveAttribute("href", "/blog/malote-digital-o-que-e");
  await expect(recommendations.nth(1).getByRole("link", { name: "Fluxo de documentos no Tramita" })).toHaveAttribute("href", "/fluxo-documentos");
  await expect(page.getByRole("link", { name: "LGPD na gestão de documentos" })).toHaveCount(0);

  // The finished result survives a reload too.
  await page.reload();
  await expect(page.getByTestId("maturity-score")).toHaveText("47");
});

test("the result is shareable by URL without personal data, and can be redone", async ({ page }) => {
  const query = resultUrlOf(QUESTIONS.map(() => 3));
  await openAssessment(page, query);
  await expect(page.getByTestId("maturity-score")).toHaveText("100");
  await expect(page.getByTestId("maturity-level")).toHaveText("Otimizado");
  await expect(page.getByText("Resultado compartilhado")).toBeVisible();
  // No weak dimension: the lowest one is still recommended.
  await expect(page.getByTestId("recommendation")).toHaveCount(1);

  await page.getByRole("button", { name: "Fazer a minha avaliação" }).click();
  await expect(step(page)).toHaveText(`Pergunta 1 de ${QUESTIONS.length}`);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  // A broken shared link shows the intro instead.
  await openAssessment(page, "?respostas=0123");
  await expect(page.getByRole("heading", { name: "O que a avaliação mede" })).toBeVisible();
});

test("'Receber o relatório por e-mail' needs consent, stores the lead and sends one message", async ({ page }) => {
  const email = `relatorio-${Date.now()}@construtoraaurora.com.br`;
  await openAssessment(page, resultUrlOf(ANSWERS));
  await expect(page.getByTestId("maturity-score")).toHaveText("47");
  await page.getByRole("button", { name: "Receber o relatório por e-mail" }).first().click();

  const form = page.locator("#relatorio-envio");
  await form.getByLabel(/^Nome/).fill("Paulo Andrade");
  await form.getByLabel(/^Empresa/).fill("Construtora Aurora");
  await form.getByLabel(/^E-mail/).fill(email);
  await solveAltcha(form);

  // Without the consent box nothing is sent.
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/maturity-report")) posts++;
  });
  await form.getByRole("button", { name: "Enviar relatório" }).click();
  await expect(form.getByText("Para enviar o relatório, precisamos da sua autorização.")).toBeVisible();
  expect(posts).toBe(0);

  await form.getByRole("checkbox", { name: /Autorizo o Tramita/ }).check();
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/maturity-report"));
  await form.getByRole("button", { name: "Enviar relatório" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.request().postDataJSON()).toMatchObject({ name: "Paulo Andrade", company: "Construtora Aurora", email, consent: true, answers: ANSWERS.join("") });
  await expect(page.getByText("Relatório enviado.")).toBeVisible();

  // The outbox delivers exactly one message, to the visitor, with the result in it.
  const mailsTo = () => sentMails().filter((mail) => new RegExp(`^To: ${email}$`, "m").test(mail));
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(1);
  const mail = mailsTo()[0]!;
  for (const text of ["Olá, Paulo!", "Pontuação geral: 47 de 100", "Nível: Estruturado", "da sua empresa", `respostas=${ANSWERS.join("")}`]) {
    expect(mail).toContain(text);
  }
  // The address is not confirmed: the company the visitor typed stays out of the mail.
  expect(mail).not.toContain("Construtora Aurora");
  expect(posts).toBe(1);
});

test("axe finds no serious violation on the intro, a question and the result; all fit 360 px", async ({ page }) => {
  // Four full-page axe runs: slow on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await openAssessment(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Começar a avaliação" }).click();
  await page.getByRole("radio").nth(2).check();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await openAssessment(page, resultUrlOf(ANSWERS));
  await page.getByRole("button", { name: "Receber o relatório por e-mail" }).first().click();
  await expect(page.locator("#relatorio-envio").getByLabel(/^Nome/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
});
