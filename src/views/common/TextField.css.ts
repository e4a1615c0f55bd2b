import { style } from '@vanilla-extract/css';
import { fieldError, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'grid', alignContent: 'start', minWidth: 0 });
export const label = fieldLabel;
export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.inkMuted });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, marginBottom: vars.space.xs });
export const input = fieldInput;
export const error = fieldError;
