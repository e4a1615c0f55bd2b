import { style } from '@vanilla-extract/css';
import { card as cardBase, container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const wrap = style([container, { paddingBottom: vars.space.lg }]);

export const card = style([
  cardBase,
  {
    display: 'grid',
    gap: vars.space.sm,
    justifyItems: 'start',
    padding: vars.space.lg,
  },
]);

export const head = style({ display: 'grid', gap: vars.space.xxs });

export const title = style({ fontSize: vars.fontSize.lg });

export const muted = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const items = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.lg,
});
