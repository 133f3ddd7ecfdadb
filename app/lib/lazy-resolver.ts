// A react-hook-form resolver whose zod schema (and zod itself, ~50 KB gzip with the
// contracts) loads on the form's first validation instead of with the page (STYLE.md,
// bundle discipline: heavy parts load when the visitor reaches them).
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType<T, FieldValues>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<T>,
    );
    return (await loading)(values, context, options);
  };
}
