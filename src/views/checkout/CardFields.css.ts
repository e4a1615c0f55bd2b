import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const save = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
