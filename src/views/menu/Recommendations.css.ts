import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const strip = style({ display: 'grid', gap: vars.space.sm, paddingBlock: vars.space.md });
export const title = style({ fontSize: vars.fontSize.md });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
});
export const item = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });
export const open = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '150px',
  minHeight: vars.size.tapTarget,
  padding: vars.space.sm,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const name = style({ fontWeight: vars.fontWeight.bold });
export const price = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const placeholder = style({ width: '150px', height: '64px' });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
