import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { fieldError, fieldInput, fieldLabel, statusMessage } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.md });
/** Expiry and CVV side by side from the tablet breakpoint; stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const field = style({ display: 'grid', alignContent: 'start', minWidth: 0 });
export const label = fieldLabel;
export const error = fieldError;
/** The gateway's field sits in a box drawn like the form's inputs. */
export const element = style([fieldInput, { display: 'flex', alignItems: 'center' }]);
export const elementInvalid = style([element, { borderColor: vars.color.danger }]);
export const unavailable = statusMessage({ tone: 'warning' });
