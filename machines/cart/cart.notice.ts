import { ITEM_UNAVAILABLE_MESSAGE, unavailableNotice } from '../receipt/receipt.rules';

/**
 * What the shopper is told of items left out of a restored cart, one entry each: '{name}: This item is no
 * longer available'. An item whose name nobody knows any more (null) is not given a made-up one: alone,
 * such items get the spec's message once; beside named ones, they are counted as the other item(s).
 */
export function droppedItemLines(names: (string | null)[]): string[] {
  const named = names.filter((name): name is string => name !== null);
  const unnamed = names.length - named.length;
  if (unnamed === 0) return named.map((name) => unavailableNotice([name]));
  if (named.length === 0) return [ITEM_UNAVAILABLE_MESSAGE];
  return [...named, unnamed === 1 ? '1 other item' : `${unnamed} other items`].map((name) => unavailableNotice([name]));
}
