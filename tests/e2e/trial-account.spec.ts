// The trial journey (spec §2, §4) against the real server and its outbox: plan card -> /signup
// -> /signup-success -> the confirmation link from the captured e-mail -> /onboarding ->
// /assinatura (change of plan); password recovery by the e-mailed link; /login's hand-off
// to APP_URL; the confirmation link opened in another browser than the sign-up's. axe on every
// page on the way.
import { expect, test, type Page } from "@playwright/test";
import { E2E_APP_URL } from "../../playwright.config";
import { changePlan, fillSignup, mailedMatch, openLanding, seriousViolations, solveAltcha, withSavedConsent } from "./helpers";

const PASSWORD = "malote-digital-na-obra";

/** The platform lives elsewhere: answer its pages locally so navigations to it complete. */
async function fakePlatform(page: Page) {
  await page.route(`${E2E_APP_URL}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang='pt-BR'><title>Plataforma</title><h1>Plataforma Tramita</h1></html>" }),
  );
}

/** The link of `path` in the newest mail to `to` that carries one. */
async function linkMailedTo(to: string, path: string): Promise<string> {
  return (await mailedMatch(to, new RegExp(`https?://[^\\s"<]+${path}\\?token=[A-Za-z0-9_-]{43}`)))[0];
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test("plan card -> sign-up -> e-mail confirmation -> onboarding -> change of plan in /assinatura", async ({ page }) => {
  test.setTimeout(180_000);
  await withSavedConsent(page);
  await fakePlatform(page);
  const person = { name: "Rafaela Prado", email: `rafaela.${Date.now()}@construtoraprumo.com.br`, company: "Construtora Prumo" };

  // The landing's Diamante card hands its plan over.
  await openLanding(page);
  const diamante = page.getByTestId("plan-card").filter({ hasText: "Diamante" });
  await expect(diamante.getByTestId("plan-price")).toHaveText(/R\$\s456$/);
  await page.getByRole("link", { name: "Começar agora: plano Diamante" }).click();
  await expect(page).toHaveURL(/\/signup\?plano=diamante&periodo=anual$/);
  const plan = page.getByTestId("signup-plan");
  await expect(plan.getByTestId("signup-plan-name")).toHaveText("Plano Diamante");
  await expect(plan.getByTestId("signup-plan-price")).toHaveText(/R\$\s456$/);
  await expect(plan).toContainText("/mês no plano anual");
  await expect(plan).toContainText("10 usuários");
  await expect(plan).toContainText("450 protocolos por mês");
  await expect(plan).toContainText("8 GB de armazenamento");
  await expectNoSeriousViolations(page);

  // Switching to monthly billing shows the monthly price.
  await plan.getByRole("switch", { name: /Anual/ }).click();
  await expect(plan.getByTestId("signup-plan-price")).toHaveText(/R\$\s549$/);
  await expect(page).toHaveURL(/\/signup\?plano=diamante&periodo=mensal$/);

  // Validation before anything is sent: a common password is refused in the browser.
  await page.getByLabel(/^Crie uma senha/).fill("senha12345");
  await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
  await expect(page.getByLabel(/^Crie uma senha/)).toHaveAccessibleDescription(/Essa senha é muito comum/);

  await fillSignup(page, person, PASSWORD);
  await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByTestId("signup-success-email")).toContainText(person.email);
  await expect(page.getByRole("button", { name: "Reenviar e-mail" })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // The confirmation link from the captured e-mail starts the trial and opens a session.
  const confirmLink = await linkMailedTo(person.email, "/confirmar-email");
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("heading", { name: "Tudo certo, Rafaela!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Acessar a plataforma" })).toHaveAttribute("href", E2E_APP_URL);
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Configurar minha conta" }).click();

  // Onboarding: saved per step, resumable after a reload.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Etapa 1 de 5: Segmento")).toBeVisible();
  await page.getByRole("radio", { name: "Construtoras" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 5: Equipe")).toBeVisible();
  await page.getByRole("radio", { name: "21 a 50 pessoas" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 3 de 5: Módulos")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByText("Etapa 3 de 5: Módulos")).toBeVisible();
  await page.getByRole("button", { name: "Pular esta etapa" }).click();
  await page.getByRole("checkbox", { name: "Por WhatsApp" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 5 de 5: Convites")).toBeVisible();
  await page.getByLabel("E-mails dos colegas").fill("joao@construtoraprumo.com.br, não-é-email");
  await page.getByRole("button", { name: "Enviar convites" }).click();
  await expect(page.getByLabel("E-mails dos colegas")).toHaveAccessibleDescription(/Confira este e-mail: não-é-email/);
  await page.getByLabel("E-mails dos colegas").fill("joao@construtoraprumo.com.br");
  await page.getByRole("button", { name: "Enviar convites" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Convites enviados (1)" })).toContainText("joao@construtoraprumo.com.br");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Concluir e acessar a plataforma" }).click();
  await expect(page).toHaveURL(`${E2E_APP_URL}/`);

  // /assinatura: the session from the confirmation; change the plan with the price first.
  await page.goto("/assinatura");
  const current = page.getByTestId("current-plan");
  await expect(current).toContainText("Plano Diamante");
  await expect(current).toContainText("Cobrança mensal");
  await expect(current).toContainText("R$ 549,00");
  await expect(current).toContainText("Faltam 11 dias de teste grátis");
  await expectNoSeriousViolations(page);
  await changePlan(page, "Ouro", "Anual", "Novo valor: R$ 248,17/mês (R$ 2.978,04 por ano), em vez de R$ 549,00/mês.");
  await expect(current).toContainText("Plano Ouro");
  await expect(current).toContainText("Cobrança anual");
  await expect(page.getByTestId("subscription-history").getByRole("listitem").first()).toContainText("Plano alterado");
  await expect(page.getByTestId("subscription-history")).toContainText("Teste grátis iniciado");
  await expectNoSeriousViolations(page);

  // Cancel with a reason, then reactivate.
  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  await page.getByLabel(/Conte por que está cancelando/).fill("Vamos retomar no próximo semestre.");
  await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(current).toContainText("Cancelada");
  await expect(page.getByTestId("subscription-history")).toContainText("Motivo: Vamos retomar no próximo semestre.");
  await page.getByRole("button", { name: "Reativar assinatura" }).click();
  await expect(current).toContainText("Teste grátis");
  await expect(page.getByTestId("subscription-history").getByRole("listitem").first()).toContainText("Assinatura reativada");

  // The confirmation link was single-use.
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("alert")).toHaveText("Este link já foi usado. Peça um novo, se precisar.");
  await expectNoSeriousViolations(page);
});

test("security review: a confirmation link opened in another browser asks for the account's password; the sign-up password never activates there", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = { name: "Lia Moreira", email: `lia.${Date.now()}@associacaoipe.org.br`, company: "Associação Ipê" };
  await page.goto("/signup");
  await fillSignup(page, person, PASSWORD);
  await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  const confirmLink = (await linkMailedTo(person.email, "/confirmar-email")).replace(/^https?:\/\/[^/]+/, "");

  // The owner of the mailbox, in a browser that did not sign up (no sign-up cookie).
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await fakePlatform(other);
    await other.goto(confirmLink);
    await expect(other.getByRole("heading", { name: "Crie sua senha para ativar a conta" })).toBeVisible();
    await expect(other.getByText(/a senha digitada no cadastro só vale no navegador em que ele foi feito/)).toBeVisible();
    await expectNoSeriousViolations(other);
    await other.getByLabel(/^Crie uma senha/).fill("ipe-amarelo-na-praca");
    await other.getByLabel(/^Repita a senha/).fill("ipe-amarelo-na-pracx");
    await other.getByRole("button", { name: "Confirmar e começar o teste" }).click();
    await expect(other.getByLabel(/^Repita a senha/)).toHaveAccessibleDescription("As senhas não conferem.");
    await other.getByLabel(/^Repita a senha/).fill("ipe-amarelo-na-praca");
    await other.getByRole("button", { name: "Confirmar e começar o teste" }).click();
    await expect(other.getByRole("heading", { name: "Tudo certo, Lia!" })).toBeVisible();
    await expectNoSeriousViolations(other);
  } finally {
    await elsewhere.close();
  }

  // The browser that signed up finds the link spent.
  await page.goto(confirmLink);
  await expect(page.getByRole("alert")).toHaveText("Este link já foi usado. Peça um novo, se precisar.");
});

test("password recovery by the e-mailed link, single-use, with the same answer for unknown e-mails", async ({ page }) => {
  test.setTimeout(60_000);
  await fakePlatform(page);
  const person = { name: "Tiago Moura", email: `tiago.${Date.now()}@condominiojacaranda.com.br`, company: "Condomínio Jacarandá" };
  await page.goto("/signup");
  await fillSignup(page, person, PASSWORD);
  await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);

  for (const email of ["ninguem@exemplo.com.br", person.email]) {
    await page.goto("/recuperar-senha");
    await page.getByLabel("E-mail da conta").fill(email);
    // The captcha comes first: without it no link is mailed (no inbox flooding).
    if (email === person.email) {
      await page.getByRole("button", { name: "Enviar link" }).click();
      await expect(page.getByRole("alert")).toHaveText("Por favor, complete o desafio reCAPTCHA");
    }
    await solveAltcha(page.getByRole("main"));
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByRole("status")).toContainText(`Se houver uma conta com o e-mail ${email}, você vai receber em instantes um link`);
  }
  await expectNoSeriousViolations(page);

  const resetLink = (await linkMailedTo(person.email, "/recuperar-senha")).replace(/^https?:\/\/[^/]+/, "");
  await page.goto(resetLink);
  await page.getByLabel(/^Nova senha/).fill("jacaranda-em-flor-2026");
  await page.getByLabel(/^Repita a nova senha/).fill("jacaranda-em-flor-2026");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByRole("heading", { name: "Senha alterada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar na plataforma" })).toHaveAttribute("href", `${E2E_APP_URL}/login`);

  await page.goto(resetLink);
  await page.getByLabel(/^Nova senha/).fill("outra-senha-bem-longa");
  await page.getByLabel(/^Repita a nova senha/).fill("outra-senha-bem-longa");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByRole("alert")).toHaveText("Este link já foi usado. Peça um novo, se precisar.");
  await expect(page.getByLabel("E-mail da conta")).toBeVisible();
});

test("/login explains sign-in and sends the visitor to APP_URL's sign-in page", async ({ page }) => {
  await fakePlatform(page);
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Ir para a página de entrada" })).toHaveAttribute("href", `${E2E_APP_URL}/login`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Recuperar senha" })).toHaveAttribute("href", "/recuperar-senha");
  await expect(main.getByRole("link", { name: "Teste grátis por 11 dias" })).toHaveAttribute("href", "/signup");
  await expect(page.getByText(/Você será levado para lá em \d segundos?\./)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.waitForURL(`${E2E_APP_URL}/login`, { timeout: 15_000 });
});

test("/login lets the visitor stay; /assinatura without a session offers a magic link", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Ficar nesta página" }).click();
  await expect(page.getByText(/Você será levado/)).toHaveCount(0);

  await page.goto("/assinatura");
  await expect(page.getByRole("heading", { name: "Receba um link de acesso" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("E-mail da conta").fill("alguem@exemplo.com.br");
  await solveAltcha(page.getByRole("main"));
  await page.getByRole("button", { name: "Enviar link de acesso" }).click();
  await expect(page.getByRole("status")).toContainText("Se alguem@exemplo.com.br tiver uma conta confirmada, o link de acesso chega em instantes.");

  await page.goto("/confirmar-email?token=nao-e-um-token");
  await expect(page.getByRole("alert")).toContainText("Este link não é válido.");
  await expectNoSeriousViolations(page);
});
