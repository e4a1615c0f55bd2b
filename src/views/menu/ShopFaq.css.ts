import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const section = style([container, { display: 'grid', gap: vars.space.md, paddingBlock: vars.space.xl }]);
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.xl });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const entry = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const question = style({
  cursor: 'pointer',
  minHeight: vars.size.tapTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // flex drops the disclosure triangle: a sign shows whether the answer is open
    '&::after': { content: '"+"', marginLeft: 'auto', color: vars.color.brand, fontSize: vars.fontSize.lg },
    '[open] > &::after': { content: '"−"' },
  },
});
export const answer = style({ color: vars.color.inkMuted, paddingBottom: vars.space.xs });
export const muted = style({ color: vars.color.inkMuted });
export const placeholder = style({ height: '52px' });
export const error = style({ color: vars.color.danger });
