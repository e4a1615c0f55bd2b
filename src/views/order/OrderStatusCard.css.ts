import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { card as surface } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const card = style([
  surface,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.xl,
    background: `linear-gradient(160deg, ${vars.color.surface} 40%, ${vars.color.cheeseSoft} 100%)`,
  },
]);

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.brandStrong,
});

export const status = style({
  fontFamily: vars.font.display,
  fontSize: '2rem',
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: '2.5rem' } },
});

export const statusCanceled = style([status, { color: vars.color.danger }]);

export const eta = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted });

export const driver = style({ fontWeight: vars.fontWeight.medium });

export const trail = style({ display: 'grid', gap: 0, marginTop: vars.space.md });

const stepBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  color: vars.color.inkSubtle,
  selectors: {
    // the line joining one dot to the next
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      left: '15px',
      top: '40px',
      bottom: '-12px',
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.sm,
  transition: `background-color ${transition}, border-color ${transition}`,
});

export const stepLabel = style({ fontWeight: vars.fontWeight.bold });

export const step = styleVariants({
  done: [stepBase, { color: vars.color.ink }],
  current: [stepBase, { color: vars.color.brandStrong }],
  upcoming: [stepBase],
});

globalStyle(`${step.done} ${dot}`, { background: vars.color.basil, borderColor: vars.color.basil });
globalStyle(`${step.done}:not(:last-child)::after`, { background: vars.color.basil });
globalStyle(`${step.current} ${dot}`, {
  borderColor: vars.color.brand,
  background: vars.color.brand,
  boxShadow: `0 0 0 6px ${vars.color.brandSoft}`,
});
globalStyle(`${step.current} ${stepLabel}`, { fontSize: vars.fontSize.lg });

export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
/** a phone number never breaks across lines */
export const driverPhone = style({ whiteSpace: 'nowrap' });

export const driverDistance = style({ margin: 0, color: vars.color.inkMuted });

/** what the shop said: it declined the order, or it is running late */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
});
