// The strength hint under a new password: length and variety, with the common-password
// list and the minimum length as hard stops (the same rules the server applies).
import { PASSWORD_MIN_LENGTH } from "../../../contracts/account-options";
import { isCommonPassword } from "../../../contracts/common-passwords";

type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  level: StrengthLevel;
  label: string;
  hint: string;
}

const LABELS = ["Muito curta", "Fraca", "Razoável", "Boa", "Forte"] as const;

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) {
    const missing = PASSWORD_MIN_LENGTH - password.length;
    return { level: 0, label: LABELS[0], hint: `${missing === 1 ? "Falta 1 caractere" : `Faltam ${missing} caracteres`} para o mínimo de ${PASSWORD_MIN_LENGTH}.` };
  }
  if (isCommonPassword(password)) return { level: 1, label: "Muito comum", hint: "Essa senha aparece em listas de senhas vazadas. Escolha outra." };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const distinct = new Set(password).size;
  let level = 1;
  if (password.length >= 12 || kinds >= 3) level++;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) level++;
  if (password.length >= 20 || (password.length >= 14 && kinds >= 3)) level++;
  if (distinct < 5) level = 1;
  const clamped = Math.min(level, 4) as StrengthLevel;
  const hint = clamped >= 3 ? "Ótima escolha." : "Uma frase com palavras que só você associa é fácil de lembrar e difícil de adivinhar.";
  return { level: clamped, label: LABELS[clamped], hint };
}
