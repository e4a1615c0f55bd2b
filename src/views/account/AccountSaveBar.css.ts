import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
// the live region stays in the layout (empty) so the notice is announced when it appears
export const notice = style({ margin: 0, minHeight: '1.5em', color: vars.color.basilStrong, fontWeight: vars.fontWeight.medium });
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
