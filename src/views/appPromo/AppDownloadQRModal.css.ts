import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const text = style({ color: vars.color.inkMuted });
export const code = style({
  justifySelf: 'center',
  width: 'min(240px, 70vw)',
  aspectRatio: '1',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#FFFFFF',
});
