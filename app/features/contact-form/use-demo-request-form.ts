// The contact form's values and validation: react-hook-form with the contract's schema,
// loaded on the first validation.
// Owned by the modal (which stays mounted), so what a visitor typed survives closing it.
import { useForm } from "react-hook-form";
import type { DemoRequestFields } from "../../../contracts/demo-request";
import { lazyZodResolver } from "../../lib/lazy-resolver";

const resolver = lazyZodResolver<DemoRequestFields>(() => import("../../../contracts/demo-request").then((m) => m.demoRequestFieldsSchema));

/** The fields in the order the form shows them (the first invalid one gets the focus). */
export const DEMO_REQUEST_FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "company",
  "solution",
  "users",
  "protocolUsers",
  "volume",
  "preferredDay",
  "preferredTime",
  "details",
] as const;

export function useDemoRequestForm() {
  return useForm<DemoRequestFields>({
    resolver,
    mode: "onTouched",
    // The selects start on their empty choice and `users` on nothing (it is optional).
    defaultValues: { name: "", email: "", phone: "", company: "", details: "" },
  });
}

export type DemoRequestForm = ReturnType<typeof useDemoRequestForm>;

/** The number input's text as the schema wants it: a number, or undefined when empty. */
export const usersFromInput = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));
