import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl, minWidth: 'min(420px, 100%)' });
export const head = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });
export const text = style({ color: vars.color.inkMuted });
export const close = style({
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});
export const code = style({
  justifySelf: 'center',
  width: 'min(240px, 70vw)',
  aspectRatio: '1',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#FFFFFF',
});
