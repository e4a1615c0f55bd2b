import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { card, container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style([container, { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, maxWidth: '1040px' }]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const check = style({ width: '48px', height: '48px', flexShrink: 0 });

export const title = style({ fontSize: vars.fontSize.xxl });

export const muted = style({ color: vars.color.inkMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const trackColumn = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const notFound = style([card, { display: 'grid', justifyItems: 'center', gap: vars.space.lg, padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' }]);
