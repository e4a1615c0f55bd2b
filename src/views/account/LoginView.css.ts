import { style } from '@vanilla-extract/css';
import { card } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style({ display: 'grid', justifyItems: 'center', padding: `${vars.space.xxl} ${vars.space.lg}` });

export const panel = style([card, { display: 'grid', gap: vars.space.lg, width: 'min(420px, 100%)', padding: vars.space.xl }]);

export const title = style({ fontSize: vars.fontSize.xxl, textAlign: 'center' });

export const options = style({ display: 'grid', gap: vars.space.sm });

export const divider = style({ textAlign: 'center', color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const notice = style({ textAlign: 'center' });

export const terms = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
