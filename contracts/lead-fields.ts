// The labels of a lead's fields, written once: the forms ask with them, and the e-mails, the
// data-rights page and the privacy policy name the fields with them. Each form's own labels
// are in its endpoint module (contracts/endpoints/), which its page loads anyway; the contact
// fields every lead form asks, and how a label is asked and listed, are here.

export interface FieldLabel {
  /** How e-mails, the data-rights page and the privacy policy name the field. */
  label: string;
  /** The form's question, when the form asks it in other words than the label. */
  prompt?: string;
  /** What the privacy policy adds after the label (e.g. 'com o código do país'). */
  note?: string;
}

/** Who a lead is, as every lead form asks it. */
export const CONTACT_FIELDS = {
  name: { label: "Nome" },
  email: { label: "E-mail" },
  phone: { label: "Telefone", note: "com o código do país" },
  company: { label: "Empresa" },
} as const satisfies Record<string, FieldLabel>;

/** A field as a form asks it. */
export const askField = ({ label, prompt }: FieldLabel) => prompt ?? label;

/** 'Telefone, com o código do país': a field as the privacy policy lists it. */
export const describeField = (field: FieldLabel) => (field.note ? `${field.label}, ${field.note}` : field.label);
