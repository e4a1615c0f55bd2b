import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.inkMuted });
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
