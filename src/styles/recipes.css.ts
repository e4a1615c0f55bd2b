import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { transition } from './breakpoints';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${transition}, border-color ${transition}, color ${transition}, transform ${transition}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      quiet: {
        background: vars.color.surfaceSunken,
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.border } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      // Apple Pay and Google Pay ask for their buttons in black with white text
      wallet: {
        background: '#000',
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: '#202124' } },
      },
    },
    size: {
      sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});
export type ButtonVariants = RecipeVariants<typeof button>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      // darker than basil: 12 px bold text on basilSoft needs 4.5:1
      open: { background: vars.color.basilSoft, color: '#1E5E3A' },
      closed: { background: vars.color.surfaceSunken, color: vars.color.inkMuted },
      paused: { background: vars.color.cheeseSoft, color: '#7A5200' },
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      cheese: { background: vars.color.cheese, color: vars.color.ink },
    },
  },
  defaultVariants: { tone: 'brand' },
});

/**
 * A button that reads as an underlined link (Remove, Dismiss, Try again). `tap` keeps the tap-target
 * height for buttons on their own; `inline` sits inside a sentence (24 px, the WCAG minimum).
 */
export const textButton = recipe({
  base: {
    border: 0,
    background: 'transparent',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.18em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: { brand: { color: vars.color.brandStrong }, inherit: { color: 'inherit' } },
    size: { tap: { minHeight: vars.size.tapTarget, paddingInline: vars.space.sm }, inline: { minHeight: '24px', padding: 0 } },
  },
  defaultVariants: { tone: 'brand', size: 'tap' },
});

/** A short status line under a form part (an address check): neutral, good news or a problem. */
export const statusMessage = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: { background: vars.color.surfaceSunken, color: vars.color.inkMuted },
      success: { background: vars.color.basilSoft, color: vars.color.basilStrong },
      warning: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});

/** A choice drawn as a tile around its native radio or checkbox: the tile shows the checked state and the focus ring. */
export const choiceTile = style({
  minHeight: '56px',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const fieldInput = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: `border-color ${transition}, box-shadow ${transition}`,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px rgba(31, 111, 235, 0.2)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldLabel = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.xs,
});

export const fieldError = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

const shimmer = keyframes({
  '0%': { backgroundPosition: '-200% 0' },
  '100%': { backgroundPosition: '200% 0' },
});

export const skeleton = style({
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
