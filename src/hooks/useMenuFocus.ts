import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { menuFocusMachine } from '@machines/menuFocus/menuFocus.machine';
import { selectFocusedCategory } from '@machines/menuFocus/menuFocus.types';

export const categoryAnchor = (id: number) => `category-${id}`;

/**
 * How far below the top of the viewport a section must start to count as the one being read: just
 * under the sticky bars (global scroll-padding-top is 136px, where a jump puts a section).
 */
const READING_LINE_PX = 160;

/** The section whose top has passed the reading line last: the one being read. */
function sectionAtReadingLine(ids: number[]): number | null {
  let current: number | null = ids[0] ?? null;
  for (const id of ids) {
    const section = document.getElementById(categoryAnchor(id));
    if (section && section.getBoundingClientRect().top <= READING_LINE_PX) current = id;
  }
  return current;
}

/**
 * The menuFocus machine for one menu page, with its effect (scroll to a section) and its sensor
 * (the page's scroll position, reported as `scroll.entered`).
 */
export function useMenuFocus(categoryIds: number[]) {
  const focus = useActorRef(
    menuFocusMachine.provide({
      actions: {
        scrollToCategory: (_, { categoryId }) => {
          const section = document.getElementById(categoryAnchor(categoryId));
          section?.scrollIntoView({ block: 'start' });
          section?.focus({ preventScroll: true });
        },
      },
    }),
  );
  const key = categoryIds.join(',');

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const report = () => {
      const id = sectionAtReadingLine(ids);
      if (id !== null) focus.send({ type: 'scroll.entered', categoryId: id });
    };
    report();
    window.addEventListener('scroll', report, { passive: true });
    return () => window.removeEventListener('scroll', report);
  }, [focus, key]);

  const focused = useSelector(focus, selectFocusedCategory);
  return { focused, select: (categoryId: number) => focus.send({ type: 'category.select', categoryId }) };
}
