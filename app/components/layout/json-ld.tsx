// Structured data (schema.org JSON-LD) for search engines. It is written into the
// prerendered HTML only: call sites pass `import.meta.env.SSR ? builder() : null`, so the
// builders never reach the browser's bundle (the landing page's JS budget is tight), and
// hydration keeps the server's script content as it is (dangerouslySetInnerHTML is not
// patched; app/root.tsx relies on the same for the inlined stylesheet).

/** `</script>` and friends cannot appear inside the script element. */
const safeJson = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

export function JsonLd({ data }: { data: readonly object[] | null }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? safeJson(data.length === 1 ? data[0]! : data) : "" }}
    />
  );
}
