import { style } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const menu = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const nav = style({
  position: 'sticky',
  top: '64px',
  zIndex: 20,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingBlock: vars.space.sm,
  background: 'rgba(255, 249, 242, 0.96)',
  backdropFilter: 'blur(6px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navList = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingInline: vars.space.lg,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${transition}, color ${transition}`,
  selectors: {
    '&:hover': { background: vars.color.ink, color: vars.color.surface },
    '&[aria-current="true"]': { background: vars.color.ink, color: vars.color.surface, borderColor: vars.color.ink },
  },
});

export const section = style({ display: 'grid', gap: vars.space.lg, outline: 'none' });

export const sectionHead = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const sectionText = style({ color: vars.color.inkMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const emptyMenu = style({ color: vars.color.inkMuted, padding: vars.space.xl, textAlign: 'center' });
