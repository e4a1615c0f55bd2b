import { useEffect, useState } from 'react';

type Drawn = { text: string; size: number; d: string };

/**
 * A QR code drawn as SVG in the browser; its accessible name says what it opens. The encoder is
 * its own chunk, loaded when a code is first drawn, so the menu page does not carry it.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    void import('./qrPath').then(({ qrPath }) => current && setDrawn({ text, ...qrPath(text) }));
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <div className={className} aria-hidden="true" />;
  return (
    <svg role="img" aria-label={label} className={className} viewBox={`0 0 ${drawn.size} ${drawn.size}`} shapeRendering="crispEdges">
      <rect width={drawn.size} height={drawn.size} fill="#FFFFFF" />
      <path d={drawn.d} fill="#000000" />
    </svg>
  );
}
