import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** The field above its button on a phone, beside it from a tablet up. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const field = style({ minWidth: 0 });
export const code = style({ textTransform: 'uppercase' });
export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});
export const worth = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const note = style({ color: vars.color.inkMuted });
export const refused = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
/** A shop's name can be long: its button wraps on a phone rather than widen the page. */
export const action = style({ whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' });
