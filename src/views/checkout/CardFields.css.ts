import { style } from '@vanilla-extract/css';
import { fieldError, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'grid', alignContent: 'start', minWidth: 0 });
export const label = fieldLabel;
export const error = fieldError;
/** The gateway's field sits in a box drawn like the form's inputs. */
export const element = style([fieldInput, { display: 'flex', alignItems: 'center' }]);
export const elementInvalid = style([element, { borderColor: vars.color.danger }]);
export const save = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
