import { style } from '@vanilla-extract/css';

export const art = style({ width: '100%', height: '100%', objectFit: 'cover' });
