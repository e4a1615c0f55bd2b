import { style } from '@vanilla-extract/css';
import { statusMessage } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const warning = statusMessage({ tone: 'warning' });
export const detail = style({ display: 'block', fontWeight: vars.fontWeight.regular });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
