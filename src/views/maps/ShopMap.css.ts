import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

/** one box for every state (placeholder, drawing, Google map), so nothing shifts when it loads */
export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const failed = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.inkMuted,
  textAlign: 'center',
});

export const land = style({ fill: '#EEF0E4' });
export const gridLine = style({ stroke: '#DCE0CF', strokeWidth: 1 });
export const zone = style({ fill: vars.color.brand, fillOpacity: 0.14, stroke: vars.color.brand, strokeWidth: 2, strokeLinejoin: 'round' });
export const shopPin = style({ fill: vars.color.brand, stroke: '#fff', strokeWidth: 2 });
export const destinationPin = style({ fill: vars.color.basilStrong, stroke: '#fff', strokeWidth: 2 });
export const pinDot = style({ fill: '#fff' });
export const label = style({
  fontFamily: vars.font.body,
  fontSize: '15px',
  fontWeight: 700,
  fill: vars.color.ink,
  paintOrder: 'stroke',
  stroke: '#fff',
  strokeWidth: 4,
  strokeLinejoin: 'round',
});
export const scaleBar = style({ stroke: vars.color.ink, strokeWidth: 2, fill: 'none' });
export const scaleText = style({ fontFamily: vars.font.body, fontSize: '13px', fill: vars.color.ink });
export const driverHalo = style({ fill: vars.color.ink, fillOpacity: 0.16 });
export const driverDot = style({ fill: vars.color.ink, stroke: '#fff', strokeWidth: 2.5 });
