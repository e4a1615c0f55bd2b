import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// the question and its two answers wrap under the label on a 375 px screen
export const group = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });
export const question = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
