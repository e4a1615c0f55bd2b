import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl, minWidth: 'min(420px, 100%)' });
export const wideBody = style([body, { overflowY: 'auto', minWidth: 'min(520px, 100%)' }]);
export const head = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });
export const muted = style({ color: vars.color.inkMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const today = style({ fontWeight: vars.fontWeight.bold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const list = style({ display: 'grid', gap: vars.space.sm, paddingLeft: vars.space.lg });
