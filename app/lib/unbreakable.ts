// A phone number is read as one piece: it never breaks across lines (html-validate's
// tel-non-breaking; a number split after '(11)' reads as two).

/** `text` with its spaces and hyphens made non-breaking. */
export function unbreakable(text: string): string {
  return text.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011");
}
