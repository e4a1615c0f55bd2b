import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const line = style({
  display: 'flex',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const info = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const size = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const choices = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm });

export const price = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
