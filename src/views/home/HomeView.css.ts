import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { card } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const hero = style({
  background: `radial-gradient(circle at 85% 20%, ${vars.color.cheeseSoft} 0, transparent 45%), linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 70%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '1.35fr 1fr', paddingBlock: '72px' } },
});

export const copy = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({ fontSize: vars.fontSize.hero, fontWeight: vars.fontWeight.black, maxWidth: '18ch' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '44ch' });

export const searchCard = style([
  card,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    boxShadow: vars.shadow.raised,
    '@media': { [media.tablet]: { padding: vars.space.xl } },
  },
]);

export const searchRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } },
});

export const submit = style({ height: '52px' });

export const art = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', justifySelf: 'center' } },
});

export const artPizza = style({
  width: '360px',
  height: '360px',
  borderRadius: '50%',
  boxShadow: vars.shadow.raised,
  transform: 'rotate(-8deg)',
});

export const steps = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const stepsTitle = style({ fontSize: vars.fontSize.xxl });

export const stepList = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style([card, { display: 'grid', gap: vars.space.sm, padding: vars.space.xl, alignContent: 'start' }]);

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  background: vars.color.cheese,
  fontWeight: vars.fontWeight.black,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg });
export const stepText = style({ color: vars.color.inkMuted });

export const locationError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
