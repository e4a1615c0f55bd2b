import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const banner = style([container, { paddingBlock: vars.space.sm }]);

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.basilSoft,
  color: vars.color.basil,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
