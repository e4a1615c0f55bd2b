import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ fontSize: vars.fontSize.xl });

export const body = style({ flex: 1, overflowY: 'auto', padding: `0 ${vars.space.lg}` });

export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.inkMuted });

export const lines = style({ display: 'grid' });

export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const shop = style({ fontWeight: vars.fontWeight.bold });

export const summary = style({ display: 'grid', gap: vars.space.sm, paddingBlock: vars.space.lg });

export const foot = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const deal = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dealLabel = style({
  display: 'inline-block',
  marginRight: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.basilSoft,
  // basil on basilSoft is below 4.5:1 for small text
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
