/** A mailto link that opens the visitor's e-mail client with the application's subject line. */
export function applicationMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The subject line an application for `jobTitle` carries, so the team can sort them. */
export function applicationSubject(jobTitle: string): string {
  return `Candidatura: ${jobTitle}`;
}
