/**
 * The shop's papers as PDF (docs/decisions/0024): made with pdfkit, in DejaVu Sans embedded from the
 * `dejavu-fonts-ttf` package (docs/decisions/0034-money-formatting.md): its TrueType files have every
 * currency's symbol a shop can sell in (₹ ₩ ₺ ₴ ₦, the Arabic-script ones) and Latin, Greek, Cyrillic
 * and Arabic letters; pdfkit embeds only the glyphs a paper uses. Nothing is downloaded at run time.
 */
import { createRequire } from "node:module";
import { type Language, SOURCE_LANGUAGE, textDirection } from "@shop/contract";
import { translateText } from "@shop/contract/messages/catalogs";
import type PDFKitDocument from "pdfkit";
import { rtlLines } from "./bidi.js";

const require = createRequire(import.meta.url);
/** The two faces every paper is set in (resolved once, from node_modules, beside the bundle too). */
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface PaperParty {
  title: string;
  lines: readonly string[];
}

export interface PaperColumn {
  header: string;
  width: number;
  align?: "left" | "right";
}

export interface Paper {
  /**
   * The language the paper is written in (docs/decisions/0051): its labels (written in English, as the
   * contract's texts) are translated here; Arabic is set right to left, the layout mirrored.
   */
  language?: Language;
  /** The shop's name and its contact lines, at the top. */
  shopName: string;
  shopLines: readonly string[];
  /** The shop's logo as PNG, printed top right (docs/decisions/0041-the-shop-logo.md); never a seller's paper. */
  logo?: Buffer;
  /** "Invoice", "Packing slip". */
  title: string;
  /** Label and value pairs under the title (number, dates). */
  facts: readonly (readonly [string, string])[];
  parties: readonly PaperParty[];
  columns: readonly PaperColumn[];
  rows: readonly (readonly string[])[];
  /** Label and value pairs under the table, right-aligned; the last one in bold (a total). */
  totals?: readonly (readonly [string, string])[];
  /** A figure printed large under the parties (the cash a courier collects): label and value. */
  callout?: readonly [string, string];
  /** A titled text under the parties (the customer's delivery note). */
  remark?: { title: string; text: string };
  note?: string;
}

/**
 * Text as the font draws it: control characters dropped, and the full-width yen of `Intl`'s ja-JP
 * (which DejaVu does not have) written as the yen sign it stands for.
 */
const printable = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "").replace(/\uffe5/g, "\u00a5");

const MARGIN = 50;
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/**
 * pdfkit and its fonts' parsers, loaded at the first paper: they hold about 20 MB that a server
 * which never writes a paper should not carry (docs/performance.md, Memory).
 */
let pdfkit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfKit = () => {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  return pdfkit;
};

export async function renderPaper(paper: Paper): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  // Uncompressed: a page of text is a few kilobytes either way, and its words stay searchable by tools.
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: false,
    font: REGULAR,
    info: { Title: `${paper.title} — ${paper.shopName}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("Body", REGULAR);
  doc.registerFont("Bold", BOLD);
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string) => printable(value);
  const language = paper.language ?? SOURCE_LANGUAGE;
  const rtl = textDirection(language) === "rtl";
  /** A label of the paper (always the shop's own English words) in the paper's language. */
  const label = (value: string) => text(translateText(value, language));
  /**
   * Writes a text at (x, y) in a box `width` wide: as pdfkit does in a left-to-right paper; in a
   * right-to-left one broken into lines first, each in visual order (bidi.ts), aligned the mirrored way.
   */
  const put = (value: string, x: number, y: number, options: { width: number; align?: "left" | "right" }) => {
    if (!rtl) {
      doc.text(value, x, y, options);
      return;
    }
    const gap = doc.widthOfString(" ");
    let top = y;
    for (const words of rtlLines(value, options.width, (t) => doc.widthOfString(t))) {
      const widths = words.map((w) => doc.widthOfString(w));
      const used = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, words.length - 1);
      // Right-aligned (a left-to-right paper's left), or left-aligned (its right: amounts).
      let left = options.align === "right" ? x : x + Math.max(0, options.width - used);
      words.forEach((word, i) => {
        doc.text(word, left, top, { lineBreak: false });
        left += widths[i]! + gap;
      });
      top += doc.currentLineHeight(true);
    }
    doc.x = x;
    doc.y = top;
  };
  /** The x of a box at `x` (from the left margin) `w` wide, mirrored in a right-to-left paper. */
  const at = (x: number, w: number) => (rtl ? MARGIN + width - (x - MARGIN) - w : x);

  if (paper.logo) {
    // Top right, in a 160 × 40 pt box (the header's), beside the name and contact lines.
    try {
      doc.image(paper.logo, at(MARGIN + width - LOGO_WIDTH, LOGO_WIDTH), MARGIN, {
        fit: [LOGO_WIDTH, LOGO_HEIGHT],
        ...(rtl ? {} : { align: "right" as const }),
      });
    } catch {
      // A picture pdfkit cannot read leaves the paper without it, never without the paper.
    }
  }
  const beside = { width: width - (paper.logo ? LOGO_WIDTH + 10 : 0) };
  const besideX = at(MARGIN, beside.width);
  doc.font("Bold").fontSize(18);
  put(text(paper.shopName), besideX, MARGIN, beside);
  doc.font("Body").fontSize(9).fillColor("#555555");
  for (const line of paper.shopLines) put(text(line), besideX, doc.y, beside);
  if (paper.logo) doc.y = Math.max(doc.y, MARGIN + LOGO_HEIGHT);
  doc.fillColor("#000000").moveDown(1.2);

  doc.font("Bold").fontSize(16);
  put(label(paper.title), MARGIN, doc.y, { width });
  doc.moveDown(0.3).fontSize(10);
  for (const [name, value] of paper.facts) {
    if (rtl) {
      // The label on the right in bold, its value to its left.
      const y = doc.y;
      doc.font("Bold");
      const named = `${label(name)}:`;
      const labelWidth = Math.min(width, doc.widthOfString(named) + 6);
      put(named, MARGIN, y, { width });
      const after = doc.y;
      doc.font("Body");
      put(text(value), MARGIN, y, { width: width - labelWidth });
      doc.y = Math.max(after, doc.y);
      continue;
    }
    doc
      .font("Bold")
      .text(`${label(name)}: `, MARGIN, doc.y, { continued: true })
      .font("Body")
      .text(text(value));
  }
  doc.moveDown(1);

  // The parties side by side (bill to, ship to).
  const top = doc.y;
  const columnWidth = width / Math.max(1, paper.parties.length);
  let bottom = top;
  paper.parties.forEach((party, i) => {
    const x = at(MARGIN + i * columnWidth, columnWidth - 10);
    doc.font("Bold").fontSize(10);
    put(label(party.title), x, top, { width: columnWidth - 10 });
    doc.font("Body");
    for (const line of party.lines) put(text(line), x, doc.y, { width: columnWidth - 10 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 20;

  if (paper.callout) {
    const [name, value] = paper.callout;
    doc.font("Bold").fontSize(11);
    put(label(name), MARGIN, doc.y, { width });
    doc.font("Bold").fontSize(24);
    put(text(value), MARGIN, doc.y, { width });
    doc.moveDown(0.8);
  }
  if (paper.remark) {
    doc.font("Bold").fontSize(10);
    put(label(paper.remark.title), MARGIN, doc.y, { width });
    doc.font("Body").fontSize(10);
    put(text(paper.remark.text), MARGIN, doc.y, { width });
    doc.moveDown(1);
  }

  // The table.
  const total = paper.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = paper.columns.map((c) => (c.width / total) * width);
  const row = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let next = y;
    doc.font(bold ? "Bold" : "Body").fontSize(10);
    cells.forEach((cell, i) => {
      put(text(cell), at(x + 2, widths[i]! - 4), y, {
        width: widths[i]! - 4,
        align: paper.columns[i]?.align ?? "left",
      });
      next = Math.max(next, doc.y);
      x += widths[i]!;
    });
    doc.y = next + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .strokeColor("#dddddd")
      .stroke();
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  };
  row(
    paper.columns.map((c) => translateText(c.header, language)),
    true,
  );
  for (const cells of paper.rows) row(cells, false);

  if (paper.totals && paper.totals.length > 0) {
    doc.moveDown(0.5);
    const labelX = MARGIN + width * 0.5;
    paper.totals.forEach(([name, value], i) => {
      const last = i === paper.totals!.length - 1;
      const y = doc.y;
      doc.font(last ? "Bold" : "Body").fontSize(last ? 11 : 10);
      put(label(name), at(labelX, width * 0.3), y, { width: width * 0.3 });
      const after = doc.y;
      put(text(value), at(labelX + width * 0.3, width * 0.2), y, { width: width * 0.2, align: "right" });
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.2);
    });
  }
  if (paper.note) {
    doc.x = MARGIN;
    doc.moveDown(2).font("Body").fontSize(9).fillColor("#555555");
    put(text(paper.note), MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
