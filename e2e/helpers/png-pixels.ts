import { inflateSync } from "node:zlib";

/** A decoded picture: `rgba` holds 4 bytes per pixel, row by row. */
export type Pixels = { width: number; height: number; rgba: Uint8Array };

/**
 * Decodes the PNGs Chromium's screenshots are: 8 bits per channel, RGB or RGBA, not interlaced (anything else
 * throws). Decoded here rather than in the page, which took a round trip with both pictures and a canvas per stop.
 */
export function decodePng(png: Buffer): Pixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colour, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`PNG not decoded: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
  const channels = colour === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    const line = filtered.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[row + x - channels]! : 0;
      const up = y > 0 ? rows[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[row - stride + x - channels]! : 0;
      rows[row + x] = (line[x]! + unfilter(filter!, left, up, upLeft)) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: rows };
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.set(rows.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** What PNG's row filter `filter` subtracted from a byte, from its decoded neighbours (RFC 2083, 6). */
function unfilter(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error(`PNG row filter ${filter} unknown`);
  }
}
