import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const title = style({ fontSize: vars.fontSize.xl });

export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, overflowY: 'auto', maxHeight: '70vh' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  justifyItems: 'start',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const price = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.basilSoft,
  // basil on basilSoft is below 4.5:1 for small text
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const conditions = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const builder = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const pick = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.sm });
