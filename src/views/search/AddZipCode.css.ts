import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
});

export const field = style({ display: 'grid', textAlign: 'start', width: '10rem' });
