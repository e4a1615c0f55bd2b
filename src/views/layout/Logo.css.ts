import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const mark = style({ width: '34px', height: '34px', flexShrink: 0 });
export const word = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  color: vars.color.ink,
});
