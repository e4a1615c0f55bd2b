import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const field = style({ position: 'relative', flex: 1, minWidth: 0 });

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const inputWrap = style({ position: 'relative' });

export const pin = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  width: '20px',
  height: '20px',
  transform: 'translateY(-50%)',
  color: vars.color.brand,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: '52px',
  paddingLeft: '42px',
  paddingRight: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focus, boxShadow: '0 0 0 3px rgba(31, 111, 235, 0.2)' },
  },
});

export const listbox = style({
  position: 'absolute',
  zIndex: 20,
  left: 0,
  right: 0,
  top: 'calc(100% + 6px)',
  maxHeight: '320px',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const option = style({
  display: 'grid',
  gap: '1px',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSoft } },
});

export const main = style({ fontWeight: vars.fontWeight.bold });
export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
