import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const question = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const failed = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
