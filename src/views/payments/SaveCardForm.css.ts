import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// a card form reads best narrow, even on a wide screen
export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '36rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const summary = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingLeft: 0, listStyle: 'none' });

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** The Cancel link beside the big button: its text centred in its tap target. */
export const cancel = style({ display: 'inline-flex', alignItems: 'center' });
