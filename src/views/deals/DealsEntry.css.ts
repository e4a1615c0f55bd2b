import { style } from '@vanilla-extract/css';
import { container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

// In the page, under the fulfilment line: floating over the menu, it covered that line's links on a phone.
export const row = style([container, { paddingTop: vars.space.md }]);

export const button = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.basil}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.basil,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
