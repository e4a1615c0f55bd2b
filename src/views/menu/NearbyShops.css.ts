import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const band = style({
  maxWidth: vars.size.content,
  width: '100%',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xl });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const link = style({
  display: 'grid',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const city = style({ fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
