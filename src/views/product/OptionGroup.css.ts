import { style } from '@vanilla-extract/css';
import { transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-invalid="true"]': { borderTopColor: vars.color.danger } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} 0 0`,
});

export const hint = style({ clear: 'both', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const hintRequired = style([hint, { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold }]);

export const options = style({ display: 'grid', gap: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.border}`,
  cursor: 'pointer',
  transition: `border-color ${transition}, background-color ${transition}`,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const control = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand, flexShrink: 0 });

export const optionName = style({ flex: 1, fontWeight: vars.fontWeight.medium });

export const optionPrice = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
