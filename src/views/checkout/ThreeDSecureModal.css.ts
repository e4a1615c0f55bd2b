import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const frame = style({ width: '100%', height: '420px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
