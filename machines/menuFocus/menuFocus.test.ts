import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { JUMP_SETTLE_MS } from './menuFocus.actors';
import { menuFocusMachine } from './menuFocus.machine';

function start() {
  const scrolled: number[] = [];
  const actor = createActor(
    menuFocusMachine.provide({ actions: { scrollToCategory: (_, { categoryId }) => void scrolled.push(categoryId) } }),
  );
  actor.start();
  return { actor, scrolled };
}

describe('menuFocus machine', () => {
  it('follows the scroll', () => {
    const { actor } = start();
    actor.send({ type: 'scroll.entered', categoryId: 1 });
    actor.send({ type: 'scroll.entered', categoryId: 2 });
    expect(actor.getSnapshot().context.focused).toBe(2);
    expect(actor.getSnapshot().value).toBe('following');
  });

  it('focuses a picked category at once, scrolls to it, and ignores the sections passed on the way', () => {
    vi.useFakeTimers();
    try {
      const { actor, scrolled } = start();
      actor.send({ type: 'scroll.entered', categoryId: 1 });
      actor.send({ type: 'category.select', categoryId: 5 });
      expect(scrolled).toEqual([5]);
      actor.send({ type: 'scroll.entered', categoryId: 3 });
      expect(actor.getSnapshot().context.focused).toBe(5);
      expect(actor.getSnapshot().value).toBe('jumping');
      vi.advanceTimersByTime(JUMP_SETTLE_MS - 1);
      expect(actor.getSnapshot().value).toBe('jumping');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('following');
      actor.send({ type: 'scroll.entered', categoryId: 4 });
      expect(actor.getSnapshot().context.focused).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restarts the jump when another category is picked during one', () => {
    vi.useFakeTimers();
    try {
      const { actor, scrolled } = start();
      actor.send({ type: 'category.select', categoryId: 2 });
      vi.advanceTimersByTime(JUMP_SETTLE_MS - 100);
      actor.send({ type: 'category.select', categoryId: 3 });
      vi.advanceTimersByTime(JUMP_SETTLE_MS - 1);
      expect(actor.getSnapshot().value).toBe('jumping');
      expect(actor.getSnapshot().context.focused).toBe(3);
      expect(scrolled).toEqual([2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
