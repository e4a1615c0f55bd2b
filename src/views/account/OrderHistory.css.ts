import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** An order's total, its link and its Reorder button, side by side, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** the money the shop gave back on a declined or adjusted order */
export const refund = style({ fontSize: vars.fontSize.sm, color: vars.color.basilStrong });
