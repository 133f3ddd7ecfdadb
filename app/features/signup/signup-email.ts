// The address a sign-up went to, kept for /signup-success across a reload (this tab only).
const KEY = "tramita:cadastro-email";

export function rememberSignupEmail(email: string) {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage may be disabled; the success page then asks for the address.
  }
}

export function recalledSignupEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
