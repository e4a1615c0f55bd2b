import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { card, container, skeleton } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style([container, { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, maxWidth: '1040px' }]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const check = style({ width: '48px', height: '48px', flexShrink: 0 });

export const title = style({ fontSize: vars.fontSize.xxl });

export const muted = style({ color: vars.color.inkMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const trackColumn = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const notFound = style([
  card,
  { display: 'grid', justifyItems: 'center', gap: vars.space.lg, padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' },
]);

/*
 * The placeholder while the order loads takes the loaded page's layout (the header's lines, the status card,
 * the summary of a one-item order, at each breakpoint), so nothing the shopper sees moves when the order
 * arrives: on a phone the footer stays below the fold, on a desktop it stays where the loaded page puts it.
 */
const titleLine = `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})`;
const mutedLine = `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`;

export const placeholderCheck = style([skeleton, { width: '48px', height: '48px', flexShrink: 0, borderRadius: '50%' }]);

export const placeholderHeading = style({ display: 'grid', flex: 1, minWidth: 0 });

/** one line of text: a bar centred in the line's height */
const line = style([skeleton, { boxSizing: 'border-box', backgroundClip: 'content-box', paddingBlock: '5px' }]);

export const placeholderTitle = style([line, { height: titleLine, maxWidth: '30rem' }]);

export const placeholderMuted = style([line, { height: mutedLine, width: '85%', maxWidth: '26rem' }]);

/** the heading and the order's line wrap on a phone: a second, shorter line of each */
export const placeholderSecondLine = style({ width: '55%', '@media': { [media.tablet]: { display: 'none' } } });

export const placeholderStatus = style([
  skeleton,
  { height: '420px', borderRadius: vars.radius.lg, '@media': { [media.tablet]: { height: '402px' } } },
]);

export const placeholderSummary = style([
  skeleton,
  {
    height: '534px',
    borderRadius: vars.radius.lg,
    '@media': { [media.tablet]: { height: '486px' }, [media.desktop]: { height: '510px' } },
  },
]);
