import QRCode from "qrcode";
import { useMemo } from "react";

/** Quiet zone around the code, in modules (the standard asks for 4; 2 is enough on a plain white card). */
const MARGIN = 2;

/** One path with a unit square per dark module, on a grid of size + 2 × MARGIN. */
export function qrPath(value: string): { path: string; size: number } {
  const modules = QRCode.create(value, { errorCorrectionLevel: "M" }).modules;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
    }
  }
  return { path: parts.join(""), size: modules.size + 2 * MARGIN };
}

/** A QR code drawn as SVG: sharp at any size, so a projector can show it as large as the back row needs. */
export function QrSvg({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
