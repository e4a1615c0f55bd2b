import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const step = style({
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  color: vars.color.brandStrong,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { color: vars.color.borderStrong },
  },
});

export const value = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
