import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const strip = style([
  container,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.lg, rowGap: vars.space.xs, paddingTop: vars.space.md },
]);

export const change = style({
  border: 'none',
  background: 'none',
  padding: 0,
  minHeight: '24px',
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const action = style({ color: vars.color.brandStrong, textDecoration: 'underline' });

export const compare = style([change, { color: vars.color.brandStrong, textDecoration: 'underline' }]);
