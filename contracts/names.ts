/** The first word of a person's name, for a greeting. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
