import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ReviewWidgetRef } from '../effects/reviewWidget';
import { useSystem } from '../SystemProvider';

/** The menu's query flag that asks for the widget: the sign-in's way back (discovery §7). */
export const WRITE_REVIEW_FLAG = 'write_review';

/** The path a sign-in for the widget comes back to: this menu, with the widget asked for. */
export const reviewReturnPath = (pathname: string) => `${pathname}?${WRITE_REVIEW_FLAG}=true`;

/**
 * The menu's review widget joins the app's actor system while the menu shows it (machines/app: reviewWidget.open, and
 * reviewWidget.close when the page goes). None until then: in the server's render and the browser's first, which
 * matches that HTML.
 */
export function useReviewWidget(openOnStart: boolean): ReviewWidgetRef | null {
  const { app } = useSystem();
  // the flag as the page was opened with it (the widget reads its input once)
  const [input] = useState(() => ({ openOnStart }));
  useEffect(() => {
    app.send({ type: 'reviewWidget.open', input });
    return () => app.send({ type: 'reviewWidget.close' });
  }, [app, input]);
  return useSelector(app, (state) => ((state.children as Record<string, unknown>).reviewWidget as ReviewWidgetRef | undefined) ?? null);
}

export type { ReviewWidgetRef };
