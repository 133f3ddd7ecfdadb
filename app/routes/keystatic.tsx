// /keystatic: the content editor (Keystatic). Built only when the editor is turned on
// (contracts/cms.ts, app/routes.ts); it runs in the browser only, and its code is a chunk of
// its own that no visitor page loads.
import { lazy, Suspense } from "react";

const Editor = lazy(async () => {
  const [{ Keystatic }, { keystaticConfig }] = await Promise.all([import("@keystatic/core/ui"), import("../../keystatic.config")]);
  // Keystatic's component takes the config's widened type; the typed one is not assignable to it.
  const config = keystaticConfig(import.meta.env.KEYSTATIC_GITHUB_REPO || undefined) as unknown as Parameters<typeof Keystatic>[0]["config"];
  const appSlug = { envName: "KEYSTATIC_GITHUB_APP_SLUG", value: import.meta.env.KEYSTATIC_GITHUB_APP_SLUG || undefined };
  return { default: () => <Keystatic config={config} appSlug={appSlug} /> };
});

// No generated route types: the route exists only in builds with the editor.
export const meta = () => [{ title: "Editor de conteúdo | Tramita" }, { name: "robots", content: "noindex" }];

// Never prerendered: the editor needs the browser.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <p className="p-8 text-slate-600">Carregando o editor…</p>;
}

export default function KeystaticEditor() {
  return (
    <Suspense fallback={<HydrateFallback />}>
      <Editor />
    </Suspense>
  );
}
