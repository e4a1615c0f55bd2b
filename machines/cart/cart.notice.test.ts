import { describe, expect, it } from 'vitest';
import { droppedItemLines } from './cart.notice';

// Expected texts are the spec's (discovery §5: 'This item is no longer available'), written out here.
describe('dropped items notice', () => {
  it('names each item it knows', () => {
    expect(droppedItemLines(['Garlic Knots', 'Tiramisu'])).toEqual([
      'Garlic Knots: This item is no longer available',
      'Tiramisu: This item is no longer available',
    ]);
  });

  it('an item nobody can name gets the message alone, once however many there are', () => {
    expect(droppedItemLines([null])).toEqual(['This item is no longer available']);
    expect(droppedItemLines([null, null])).toEqual(['This item is no longer available']);
  });

  it('beside named items, unnamed ones are counted, never called "An item"', () => {
    expect(droppedItemLines(['Garlic Knots', null])).toEqual([
      'Garlic Knots: This item is no longer available',
      '1 other item: This item is no longer available',
    ]);
    expect(droppedItemLines([null, 'Garlic Knots', null])).toEqual([
      'Garlic Knots: This item is no longer available',
      '2 other items: This item is no longer available',
    ]);
  });
});
