import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' });
export const span6 = style({ gridColumn: 'span 6' });
export const span4 = style({ gridColumn: 'span 6', '@media': { [media.tablet]: { gridColumn: 'span 4' } } });
export const span2 = style({ gridColumn: 'span 3', '@media': { [media.tablet]: { gridColumn: 'span 2' } } });
export const span3 = style({ gridColumn: 'span 3' });
