import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const options = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.brand },
    '&[aria-current="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.inkMuted },
  },
});

export const optionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const optionLabel = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });
export const details = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const current = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });
export const reason = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
