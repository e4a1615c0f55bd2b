/**
 * Tests for what a page stored: localStorage can hold anything (another version's shape, a shopper's
 * edit). Plain functions, not zod: the cart is read before the first paint, and zod's core would be a
 * tenth of the page's first-load script.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** A safe integer from `min` to `max`. */
export const isWhole = (value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

export const isId = (value: unknown): value is number => isWhole(value, 1);

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A list of at most `max` items, each passing `isItem`. */
export const isListOf = <T>(value: unknown, max: number, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.length <= max && value.every(isItem);

/** `value` when it passes, else `fallback`: a part that may be lost without losing the whole. */
export const orElse = <T, F>(value: unknown, passes: (value: unknown) => value is T, fallback: F): T | F =>
  passes(value) ? value : fallback;
