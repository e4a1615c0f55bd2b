import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const strip = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    color: vars.color.inkMuted,
    fontSize: vars.fontSize.sm,
  },
]);

/** The strip after the promotion was triggered or answered: its space stays, its content goes. */
export const stripAnswered = style([strip, { visibility: 'hidden' }]);
