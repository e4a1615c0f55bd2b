import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

// one column on a phone; names and contact side by side from the tablet width
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg } },
});

export const suggestion = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const back = style({ justifySelf: 'start', color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold });
