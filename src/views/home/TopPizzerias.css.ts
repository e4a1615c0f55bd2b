import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { card } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const section = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg} 0`,
  display: 'grid',
  gap: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xxl });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const shop = style([
  card,
  {
    display: 'grid',
    gap: vars.space.xxs,
    padding: `${vars.space.md} ${vars.space.lg}`,
    minHeight: '88px',
    color: vars.color.ink,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.brand } },
  },
]);
export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const meta = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const rating = style({ color: vars.color.ink, fontWeight: vars.fontWeight.bold });
export const placeholder = style({ height: '88px' });
export const error = style({ color: vars.color.danger });
