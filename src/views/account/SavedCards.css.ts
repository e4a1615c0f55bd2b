import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const list = style({ display: 'grid', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

// the label wraps on a 375 px screen instead of pushing the Delete button off it
export const label = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });
