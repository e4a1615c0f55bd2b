import { style } from '@vanilla-extract/css';
import { fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

/** The stand-in's fields, laid out as Adyen's card component lays out its own: the number, then expiry and code side by side. */
export const card = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
export const field = style({
  display: 'grid',
  alignContent: 'start',
  minWidth: 0,
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
});
export const label = fieldLabel;
export const input = fieldInput;
