import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { fieldInput } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', paddingBottom: vars.space.lg });

export const hero = style({
  height: '168px',
  overflow: 'hidden',
  '@media': { [media.tablet]: { height: '200px' } },
});

export const intro = style({ display: 'grid', gap: vars.space.xs, padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}` });

export const title = style({ fontSize: vars.fontSize.xl, paddingRight: vars.space.lg });

export const description = style({ color: vars.color.inkMuted });

export const note = style({ display: 'grid', gap: vars.space.xs, padding: `${vars.space.md} ${vars.space.lg}` });

export const noteLabel = style({ fontWeight: vars.fontWeight.bold });

export const textarea = style([fieldInput, { resize: 'vertical', minHeight: '72px' }]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  // tighter on a phone, so 'Add to cart — $21.25' stays on one line beside the quantity
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  '@media': { [media.tablet]: { gap: vars.space.md, paddingInline: vars.space.lg } },
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const add = style({
  flex: 1,
  minWidth: 0,
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.2,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.xl, fontSize: vars.fontSize.lg } },
});

export const combinationAlert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
