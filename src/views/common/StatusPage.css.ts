import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const art = style({ width: '140px', height: '140px' });
export const title = style({ fontSize: vars.fontSize.xxl, maxWidth: '22ch' });
export const text = style({ color: vars.color.inkMuted });
