/**
 * An object sent as its author wrote it (Adyen's card data, browser info and redirect details): its keys are
 * Adyen's, not ours to snake_case. It is not a plain object, so neither toSnake nor axios's copy of the body
 * (which rebuilds plain objects) looks inside; JSON sends its keys as they are.
 */
class Verbatim {
  constructor(value: object) {
    Object.assign(this, value);
  }
}
export const verbatim = <T extends object>(value: T): T => new Verbatim(value) as unknown as T;
