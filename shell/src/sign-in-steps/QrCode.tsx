import { useEffect, useState } from 'react';
import { theme } from 'shared-ui';

/** The dark modules of a QR code, computed by qrcode-generator (loaded only when a set-up shows one). */
async function qrMatrix(text: string): Promise<boolean[][]> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** A QR code drawn as SVG rectangles (no HTML injection); the text stays available beside it. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    qrMatrix(text).then(
      (m) => live && setMatrix(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return null;
  const size = matrix.length + 8;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={180} height={180} shapeRendering="crispEdges">
      <rect width={size} height={size} fill={theme.qrCode.light} />
      {matrix.flatMap((row, y) => row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x + 4} y={y + 4} width={1} height={1} fill={theme.qrCode.dark} /> : null)))}
    </svg>
  );
}
