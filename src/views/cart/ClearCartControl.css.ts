import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const question = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const text = style({ fontWeight: vars.fontWeight.bold });

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
