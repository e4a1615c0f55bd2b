import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', paddingBottom: '96px' });

// minmax(0, 1fr): a grid track is otherwise as wide as its widest content (the category pills), wider than a phone.
export const page = style([
  container,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, paddingBlock: vars.space.lg },
]);

export const sideError = style([container, { paddingTop: vars.space.md, color: vars.color.danger }]);
