import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const stars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

export const star = style({ display: 'grid', placeItems: 'center', minHeight: '48px', fontSize: vars.fontSize.sm });

export const starInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const textarea = style({ minHeight: '120px', resize: 'vertical', paddingBlock: vars.space.sm });

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
