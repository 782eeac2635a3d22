import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import type { ExportCloud } from "../../../shared/schemas/admin.js";
import { titleFileStem } from "../../lib/download.js";
import { CLOUD_FONT, CLOUD_FONT_WEIGHT } from "./layout-protocol.js";
import { projectPoint } from "./view-fit.js";
import type { CloudSnapshot } from "./word-cloud.js";

export type ImageFormat = "png" | "svg";

/** PNG pixels per CSS pixel: sharp on a slide or a print. */
export const PNG_DENSITY = 2;
const CAPTION_COLOR = "#334155";

/** Like the JSON export's name: `{title lowercased, non-alphanumerics → _}_cloud.png` (or .svg). */
export function cloudImageName(title: string, format: ImageFormat): string {
  return `${titleFileStem(title)}_cloud.${format}`;
}

type DrawnWord = { text: string; x: number; y: number; fontSize: number; color: string };
type Picture = { width: number; height: number; words: DrawnWord[]; caption: { text: string; x: number; y: number; fontSize: number } | null };

/** The words where the stage shows them (CSS px), and room under them for the caption. */
function picture(snapshot: CloudSnapshot, caption: string | null): Picture {
  const { placements, view, stage } = snapshot;
  const words = placements.map((placement) => {
    const point = projectPoint(view, stage, placement.x, placement.y);
    return {
      text: placement.text,
      x: point.x,
      y: point.y,
      fontSize: placement.size * view.zoom,
      color: WORD_CLOUD_COLORS[placement.color % WORD_CLOUD_COLORS.length]!,
    };
  });
  if (!caption) return { width: stage.width, height: stage.height, words, caption: null };
  const fontSize = Math.max(14, Math.round(stage.height * 0.035));
  const band = Math.round(fontSize * 2.2);
  return {
    width: stage.width,
    height: stage.height + band,
    words,
    caption: { text: caption, x: stage.width / 2, y: stage.height + Math.round(band * 0.62), fontSize },
  };
}

/** The cloud as drawn, for the host's PDF: the stage's size and each word's baseline centre, size, drawn width and colour (CSS px). */
export function cloudDrawing(snapshot: CloudSnapshot): Omit<ExportCloud, "questionId"> {
  const { placements, view, stage } = snapshot;
  const words = placements.map((placement) => {
    const point = projectPoint(view, stage, placement.x, placement.y);
    const width = Math.max(1, (placement.box.x1 - placement.box.x0) * view.zoom);
    return { text: placement.text, x: point.x, y: point.y, fontSize: placement.size * view.zoom, width, color: placement.color % WORD_CLOUD_COLORS.length };
  });
  return { width: stage.width, height: stage.height, words };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const round = (value: number) => Math.round(value * 100) / 100;

/** The cloud as an SVG document: white background, one text element per word, the same font, sizes and colours. */
export function cloudSvg(snapshot: CloudSnapshot, caption: string | null): string {
  const { width, height, words, caption: label } = picture(snapshot, caption);
  const font = escapeXml(CLOUD_FONT);
  const texts = words.map(
    (word) => `<text x="${round(word.x)}" y="${round(word.y)}" font-size="${round(word.fontSize)}" fill="${word.color}">${escapeXml(word.text)}</text>`,
  );
  const captionText = label
    ? `<text x="${round(label.x)}" y="${round(label.y)}" font-size="${label.fontSize}" font-weight="600" fill="${CAPTION_COLOR}">${escapeXml(label.text)}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g font-family="${font}" font-weight="${CLOUD_FONT_WEIGHT}" text-anchor="middle">`,
    ...texts,
    captionText,
    `</g>`,
    `</svg>`,
  ].join("\n");
}

/** The cloud as a PNG at PNG_DENSITY × its CSS size, drawn with the canvas text the page uses. */
export function cloudPng(snapshot: CloudSnapshot, caption: string | null): Promise<Blob> {
  const { width, height, words, caption: label } = picture(snapshot, caption);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * PNG_DENSITY);
  canvas.height = Math.round(height * PNG_DENSITY);
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("no 2d canvas"));
  context.scale(PNG_DENSITY, PNG_DENSITY);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.textAlign = "center";
  context.textBaseline = "alphabetic";
  for (const word of words) {
    context.font = `${CLOUD_FONT_WEIGHT} ${word.fontSize}px ${CLOUD_FONT}`;
    context.fillStyle = word.color;
    context.fillText(word.text, word.x, word.y);
  }
  if (label) {
    context.font = `600 ${label.fontSize}px ${CLOUD_FONT}`;
    context.fillStyle = CAPTION_COLOR;
    context.fillText(label.text, label.x, label.y);
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"));
}
