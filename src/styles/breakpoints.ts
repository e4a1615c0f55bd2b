/** The spec's breakpoints (section 9): tiny ≤280, mobile 281–767, tablet 768–1023, desktop ≥1024, large ≥1100. */
export const media = {
  tiny: 'screen and (max-width: 280px)',
  tablet: 'screen and (min-width: 768px)',
  desktop: 'screen and (min-width: 1024px)',
  large: 'screen and (min-width: 1100px)',
} as const;

/** The spec's transition: 250 ms ease-out. */
export const transition = '250ms ease-out';
