// Loads a third-party script on demand: one <script async> per src, whatever the number of
// callers. A failed load is forgotten (and its element removed) so a later call retries.

const loads = new Map<string, Promise<void>>();

export function loadScript(src: string, attrs: Record<string, string> = {}): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
    script.async = true;
    script.src = src;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`Falha ao carregar o script ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(src, promise);
  return promise;
}
