import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A response's JSON text with the forms made of it at most once: its UTF-8 bytes and, when a client first
 * asks for them, brotli and gzip. A kept search or discover body (kept-bodies.ts) is sent many times; the
 * app's compression would work each sending anew (brotli quality 4: 0.4 ms for a 33 kB search).
 */
export type EncodedText = { text: string; bytes?: Buffer; br?: Buffer; gzip?: Buffer };

/** the app's compression leaves smaller bodies as they are (its threshold) */
const threshold = 1024;
/** 0.4 ms for 33 kB once, within a few per cent of quality 11's size (which takes 95 ms) */
const brotliQuality = 5;

function accepted(acceptEncoding: string | undefined): string[] {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
}

/** The form for a client's Accept-Encoding: brotli, then gzip, else the bytes as they are (encoding null). */
export function formFor(body: EncodedText, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; data: Buffer } {
  body.bytes ??= Buffer.from(body.text);
  if (body.bytes.length < threshold || !acceptEncoding) return { encoding: null, data: body.bytes };
  const names = accepted(acceptEncoding);
  if (names.includes('br')) {
    body.br ??= brotliCompressSync(body.bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length },
    });
    return { encoding: 'br', data: body.br };
  }
  if (names.includes('gzip')) {
    body.gzip ??= gzipSync(body.bytes);
    return { encoding: 'gzip', data: body.gzip };
  }
  return { encoding: null, data: body.bytes };
}
