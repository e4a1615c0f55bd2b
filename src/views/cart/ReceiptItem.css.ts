import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
