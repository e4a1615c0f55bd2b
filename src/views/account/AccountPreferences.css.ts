import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const group = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

// a whole row is the tap target (44 px), the box beside its words
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  cursor: 'pointer',
});

export const box = style({ width: '20px', height: '20px', flexShrink: 0, accentColor: vars.color.brand });

export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

// the texted code's box under "Deals and news by text"
export const codePanel = style({ display: 'grid', gap: vars.space.sm, paddingInlineStart: `calc(20px + ${vars.space.sm})` });

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const codeField = style({ display: 'grid', gap: vars.space.xs, flex: '0 1 12rem', minWidth: '8rem' });
