import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: '1600px',
  marginInline: 'auto',
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl, fontFamily: vars.font.display });
export const switcher = style({ display: 'grid', minWidth: '16rem' });

const pill = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const live = style([pill, { background: vars.color.basilSoft, color: vars.color.basilStrong }]);
export const connecting = style([pill, { background: vars.color.surfaceSunken, color: vars.color.inkMuted }]);
export const reconnecting = style([pill, { background: vars.color.cheeseSoft, color: vars.color.ink }]);
export const offline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

const pulse = keyframes({ '0%, 100%': { boxShadow: `0 0 0 0 ${vars.color.brand}` }, '50%': { boxShadow: '0 0 0 8px transparent' } });
export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.cheese,
  color: vars.color.ink,
  animation: `${pulse} 1.2s ease-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const alertText = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
export const column = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  minHeight: '120px',
});
export const columnTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.lg,
  paddingInline: vars.space.xs,
});
export const count = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.medium });
export const cards = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
