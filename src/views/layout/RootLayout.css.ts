import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.ink,
  color: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
