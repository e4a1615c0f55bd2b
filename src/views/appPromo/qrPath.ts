import qrcode from 'qrcode-generator';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules of `text`'s QR code (byte mode, error correction M) as one SVG path, in module units. */
export function qrPath(text: string): { size: number; d: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  return { size: count + 2 * QUIET, d };
}
