// Test data builders: a valid value by default, and a test changes only what it is about.

/** A builder of `defaults`, with whatever a test overrides on top. */
export function overridable<T extends object>(defaults: T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults, ...overrides });
}
