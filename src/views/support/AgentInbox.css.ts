import { style } from '@vanilla-extract/css';
import { card, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '52rem',
  marginInline: 'auto',
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl, fontFamily: vars.font.display });
export const count = style({ color: vars.color.inkMuted });
export const conversation = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.lg }]);
export const name = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.fontWeight.bold });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const messages = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
const bubble = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md });
export const shopper = style([bubble, { background: vars.color.surfaceSunken, marginRight: '15%' }]);
export const agent = style([bubble, { background: vars.color.basilSoft, marginLeft: '15%' }]);
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.inkMuted });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const label = fieldLabel;
export const textarea = style([fieldInput, { minHeight: '72px', resize: 'vertical' }]);
export const send = style({ justifySelf: 'start' });
