import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const share = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.xs });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const linkField = style({ display: 'grid', gap: vars.space.xs });
