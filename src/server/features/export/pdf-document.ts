import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import { APP_VERSION } from "../../paths.js";
import type { Fonts } from "./pdf-charts.js";
import { MUTED } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

// DejaVu covers far more than Danish (any script a participant may type); Helvetica's WinAnsi set still has æ, ø, å.
function loadFonts(doc: PDFKit.PDFDocument): Fonts {
  if (existsSync(DEJAVU) && existsSync(DEJAVU_BOLD)) {
    doc.registerFont("body", DEJAVU);
    doc.registerFont("bold", DEJAVU_BOLD);
    return { regular: "body", bold: "bold" };
  }
  return { regular: "Helvetica", bold: "Helvetica-Bold" };
}

function addPageNumbers(doc: PDFKit.PDFDocument, fonts: Fonts, name: string, locale: ReportLocale): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fonts.regular).fontSize(8).fillColor(MUTED);
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.text(locale.t("page", { name, page: index + 1, pages: range.count }), doc.page.margins.left, doc.page.height - 32, { width, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * An A4 document with the report's fonts, drawn by `draw`, with "footer · page N of M" on every page in its language;
 * portrait (495 pt between the margins) unless `landscape` (742 pt), for a table of many columns.
 */
export function renderPdf(
  meta: { title: string; footer: string; createdAt: Date; locale: ReportLocale; landscape?: boolean },
  draw: (doc: PDFKit.PDFDocument, fonts: Fonts) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: meta.landscape ? "landscape" : "portrait",
    margin: 50,
    bufferPages: true,
    lang: meta.locale.language,
    info: { Title: meta.title, Creator: `Ordsky ${APP_VERSION}`, CreationDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const fonts = loadFonts(doc);
  draw(doc, fonts);
  addPageNumbers(doc, fonts, meta.footer, meta.locale);
  doc.end();
  return done;
}
