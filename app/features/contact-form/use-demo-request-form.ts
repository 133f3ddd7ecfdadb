// The contact form's values and validation: react-hook-form with the contract's schema.
// Owned by the modal (which stays mounted), so what a visitor typed survives closing it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { demoRequestFieldsSchema } from "../../../contracts/demo-request";

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

export type DemoRequestFieldName = (typeof DEMO_REQUEST_FIELD_ORDER)[number];

export const isDemoRequestField = (name: string): name is DemoRequestFieldName =>
  (DEMO_REQUEST_FIELD_ORDER as readonly string[]).includes(name);

export function useDemoRequestForm() {
  return useForm({
    resolver: zodResolver(demoRequestFieldsSchema),
    mode: "onTouched",
    // The selects start on their empty choice and `users` on nothing (it is optional).
    defaultValues: { name: "", email: "", phone: "", company: "", details: "" },
  });
}

export type DemoRequestForm = ReturnType<typeof useDemoRequestForm>;

/** The number input's text as the schema wants it: a number, or undefined when empty. */
export const usersFromInput = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));
