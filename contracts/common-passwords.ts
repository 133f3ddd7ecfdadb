// Passwords too common to accept (the sign-up and reset forms and the server both check).
// Only entries of at least PASSWORD_MIN_LENGTH characters matter, since shorter ones are
// refused anyway; curated from public breach frequency lists plus pt-BR favourites.
// Compared lower-cased.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "1234567890", "12345678910", "123456789a", "0123456789", "0987654321", "1111111111", "1234512345",
  "1122334455", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4t5", "qwertyuiop", "qwerty1234", "qwerty12345",
  "asdfghjkl1", "zxcvbnm123", "1qaz2wsx3edc", "qazwsxedc123", "password12", "password123", "password1234",
  "passw0rd123", "iloveyou12", "iloveyou123", "abc1234567", "abcdefghij", "a123456789", "aa12345678",
  "football123", "baseball123", "superman123", "princess123", "sunshine123", "welcome123", "letmein123",
  "trustno1234", "starwars123", "dragon1234", "monkey12345", "master12345", "shadow12345", "michael123",
  "computer123", "whatever123", "qwertyqwerty", "1234qwerty", "admin12345", "administrator", "changeme123",
  "senha12345", "senha123456", "senha1234567", "minhasenha", "minhasenha1", "minhasenha123", "senhasenha",
  "mudar12345", "mudar123456", "trocar1234", "trocarsenha", "brasil2024", "brasil2025", "brasil2026",
  "brasil1234", "brasil12345", "brasil123456", "flamengo123", "flamengo1234", "corinthians", "corinthians1",
  "corinthians123", "palmeiras1", "palmeiras123", "saopaulo123", "vasco12345", "gremio1234", "cruzeiro123",
  "botafogo123", "fluminense", "fluminense1", "santos12345", "internacional", "atleticomg", "amorzinho1",
  "teamo12345", "teamo123456", "eusouforte", "deusefiel", "deuseamor", "deuseamor1", "jesuscristo",
  "jesus12345", "jesusteama", "gabriel123", "rafael12345", "lucas12345", "mariana123", "fernanda123",
  "juliana123", "camila1234", "beatriz123", "tramita123", "tramita2024", "tramita2025", "tramita2026",
  "empresa123", "empresa1234", "contabilidade", "escritorio", "escritorio1", "condominio", "condominio1",
  "12345abcde", "abcde12345", "q1w2e3r4t5y6", "zaq12wsx34", "asdf123456", "qweasdzxc1", "qweasdzxc123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
