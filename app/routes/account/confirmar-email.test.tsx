// @vitest-environment jsdom
// An e-mailed confirmation token is spent once per page view: the route's clientLoader runs
// once per navigation, StrictMode's double rendering and effects never call it again, and
// neither a revalidation nor a navigation to the same page redeems the token a second time.
// Opened in another browser than the sign-up's, the page asks for the account's password.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { SessionOpened } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { fetchFrom, sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import ConfirmarEmail, { clientLoader, HydrateFallback, shouldRevalidate } from "./confirmar-email";

const redeemed: unknown[] = [];

const opened: SessionOpened = {
  account: { name: "Lia Moreira", email: "lia@segredos.com.br", company: "Segredos Contábeis" } as SessionOpened["account"],
  onboardingDone: false,
};

/** Whether the confirmation comes from the browser that signed up (the server reads its cookie). */
let signupBrowser = true;

const api = serveOnLoopback((request, body, response) => {
  if (request.method === "POST" && request.url === ACCOUNT_API.confirmEmail) {
    const sent = JSON.parse(body) as { token: string; password?: string };
    redeemed.push(sent);
    if (signupBrowser || sent.password) sendJson(response, 200, opened);
    else sendJson(response, 422, { code: "PASSWORD_REQUIRED", error: "Crie a senha." });
  } else response.writeHead(404).end();
});
afterEach(() => {
  cleanup();
  redeemed.length = 0;
});

function renderPage() {
  // The page's relative API path goes to the test server (a real HTTP round trip).
  fetchFrom(api.origin);
  // What the head script (app/lib/url-secrets.ts) leaves in the history entry.
  window.history.replaceState({ tramitaUrlSecrets: { token: "token-de-uso-unico" } }, "");
  const router = createMemoryRouter(
    [{ path: "/confirmar-email", loader: clientLoader, shouldRevalidate, HydrateFallback, Component: Page }],
    { initialEntries: ["/confirmar-email"] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function Page() {
  return <ConfirmarEmail {...({ loaderData: useLoaderData<typeof clientLoader>() } as Parameters<typeof ConfirmarEmail>[0])} />;
}

it("redeems the link's token exactly once, under StrictMode, a revalidation and a navigation to the same page", async () => {
  signupBrowser = true;
  const router = renderPage();
  expect(await screen.findByRole("heading", { name: "Tudo certo, Lia!" })).toBeTruthy();

  await act(() => router.revalidate());
  await act(() => router.navigate("/confirmar-email", { replace: true }));
  expect(screen.getByRole("heading", { name: "Tudo certo, Lia!" })).toBeTruthy();
  expect(redeemed).toEqual([{ token: "token-de-uso-unico" }]);
});

it("security review: opened in another browser, the link asks for the account's password and confirms with it", async () => {
  signupBrowser = false;
  renderPage();
  expect(await screen.findByRole("heading", { name: "Crie sua senha para ativar a conta" })).toBeTruthy();
  expect(screen.getByText(/a senha digitada no cadastro só vale no navegador em que ele foi feito/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Crie uma senha/), { target: { value: "canteiro-de-obras-77" } });
  fireEvent.change(screen.getByLabelText(/^Repita a senha/), { target: { value: "canteiro-de-obras-77" } });
  fireEvent.click(screen.getByRole("button", { name: "Confirmar e começar o teste" }));
  expect(await screen.findByRole("heading", { name: "Tudo certo, Lia!" })).toBeTruthy();
  expect(redeemed).toEqual([{ token: "token-de-uso-unico" }, { token: "token-de-uso-unico", password: "canteiro-de-obras-77" }]);
});
