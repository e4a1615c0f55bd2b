import type { StripeElementClasses, StripeElementCSSProperties, StripeElementStyle, StripeElementStyleVariant } from '@stripe/stripe-js';

/** The state a field's look depends on (Stripe's style variants and container classes). */
export type FieldLook = { empty: boolean; complete: boolean; invalid: boolean; focused: boolean };

const DEFAULT_CLASSES: Required<Omit<StripeElementClasses, 'webkitAutofill'>> = {
  base: 'StripeElement',
  complete: 'StripeElement--complete',
  empty: 'StripeElement--empty',
  focus: 'StripeElement--focus',
  invalid: 'StripeElement--invalid',
};

/** Stripe's CSS properties as the page's CSS names them (fontSmoothing is WebKit's). */
const CSS_NAMES: Record<keyof StripeElementCSSProperties, string> = {
  backgroundColor: 'background-color',
  color: 'color',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontSmoothing: '-webkit-font-smoothing',
  fontStyle: 'font-style',
  fontVariant: 'font-variant',
  fontWeight: 'font-weight',
  iconColor: '',
  lineHeight: 'line-height',
  letterSpacing: 'letter-spacing',
  textAlign: 'text-align',
  padding: 'padding',
  textDecoration: 'text-decoration',
  textShadow: 'text-shadow',
  textTransform: 'text-transform',
};

const PSEUDOS = [':hover', ':focus', '::placeholder', '::selection', ':disabled'] as const;

function declarations(properties: StripeElementCSSProperties | undefined): Array<[string, string]> {
  if (!properties) return [];
  return Object.entries(properties).flatMap(([key, value]): Array<[string, string]> => {
    const name = CSS_NAMES[key as keyof StripeElementCSSProperties];
    return name && value !== undefined && typeof value !== 'object' ? [[name, String(value)]] : [];
  });
}

/** The variants that apply, weakest first: base, then empty / complete / invalid. */
function activeVariants(style: StripeElementStyle | undefined, look: FieldLook): StripeElementStyleVariant[] {
  if (!style) return [];
  return [
    style.base,
    look.empty ? style.empty : undefined,
    look.complete ? style.complete : undefined,
    look.invalid ? style.invalid : undefined,
  ].filter((variant): variant is StripeElementStyleVariant => variant !== undefined);
}

/** How the bare input sits in its container before any style option: like Stripe's frame, it takes the container's font and fills it. */
const INPUT_RESET: Array<[string, string]> = [
  ['box-sizing', 'border-box'],
  ['width', '100%'],
  ['margin', '0'],
  ['padding', '0'],
  ['border', '0'],
  ['background', 'transparent'],
  ['font', 'inherit'],
  ['color', 'inherit'],
];

/** Writes the style option onto the input (inline) and its pseudo-classes into the field's own style sheet. */
export function applyStyle(
  input: HTMLInputElement,
  sheet: HTMLStyleElement,
  scope: string,
  style: StripeElementStyle | undefined,
  look: FieldLook,
): void {
  input.style.cssText = '';
  for (const [name, value] of INPUT_RESET) input.style.setProperty(name, value);
  const variants = activeVariants(style, look);
  for (const variant of variants) for (const [name, value] of declarations(variant)) input.style.setProperty(name, value);
  const rules = PSEUDOS.flatMap((pseudo) => {
    const body = variants.flatMap((variant) => declarations(variant[pseudo])).map(([name, value]) => `${name}: ${value} !important;`);
    return body.length ? [`.${scope}${pseudo} { ${body.join(' ')} }`] : [];
  });
  sheet.textContent = rules.join('\n');
}

/** Stripe's container classes (or the `classes` option's names) for the field's state. */
export function containerClasses(classes: StripeElementClasses | undefined, look: FieldLook): string[] {
  const names = { ...DEFAULT_CLASSES, ...classes };
  return [
    names.base,
    look.empty ? names.empty : undefined,
    look.complete ? names.complete : undefined,
    look.invalid ? names.invalid : undefined,
    look.focused ? names.focus : undefined,
  ].flatMap((name) => (name ? name.split(/\s+/).filter(Boolean) : []));
}
