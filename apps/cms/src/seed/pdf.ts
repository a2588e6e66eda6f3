/**
 * One-page demo PDFs drawn with pdf-lib at seed time: a title, a few paragraphs and, for scores
 * and worksheets, staves drawn as lines (with note heads for a tune, empty for composing) or a grid
 * of boxes for rhythms. Every word and mark is the project's own.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfSpec {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** A tune to draw on a stave: scale degrees as in MelodySpec notes (`3:1 2:1 1:2`, `r` rests). */
  tune?: string;
  /** Empty staves to write on. */
  blankStaves?: number;
  /** Rows of empty boxes, one box per beat, for writing rhythms. */
  rhythmGridRows?: number;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const INK = rgb(0.12, 0.16, 0.22);
const ACCENT = rgb(0.12, 0.37, 0.55);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const STAFF_GAP = 8; // points between stave lines

function drawStaff(page: PDFPage, top: number): void {
  for (let line = 0; line < 5; line++) {
    const y = top - line * STAFF_GAP;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.8, color: INK });
  }
  for (const x of [MARGIN, PAGE.width - MARGIN]) {
    page.drawLine({ start: { x, y: top }, end: { x, y: top - 4 * STAFF_GAP }, thickness: 0.8, color: INK });
  }
}

/** Draws a tune as note heads on a stave, degree 1 on the bottom line; bar lines every four beats. */
function drawTune(page: PDFPage, top: number, tune: string): number {
  const notes = tune
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [degree, beats = '1'] = token.split(':');
      return { degree: degree === 'r' ? null : Number(degree), beats: Number(beats) };
    });
  const totalBeats = notes.reduce((sum, note) => sum + note.beats, 0);
  const perStaff = 16;
  const staves = Math.ceil(totalBeats / perStaff);
  const beatWidth = (PAGE.width - 2 * MARGIN - 24) / perStaff;
  let beat = 0;
  for (let staff = 0; staff < staves; staff++) drawStaff(page, top - staff * 70);
  for (const note of notes) {
    const staff = Math.floor(beat / perStaff);
    const staffTop = top - staff * 70;
    const x = MARGIN + 18 + (beat % perStaff) * beatWidth;
    if (note.degree !== null) {
      const y = staffTop - 4 * STAFF_GAP + (note.degree - 1) * (STAFF_GAP / 2);
      const filled = note.beats < 2;
      page.drawEllipse({ x, y, xScale: 4.6, yScale: 3.4, color: filled ? INK : undefined, borderColor: INK, borderWidth: filled ? 0 : 1.2 });
      const stemUp = note.degree < 5;
      page.drawLine({
        start: { x: x + (stemUp ? 4.2 : -4.2), y },
        end: { x: x + (stemUp ? 4.2 : -4.2), y: y + (stemUp ? 24 : -24) },
        thickness: 1,
        color: INK,
      });
    }
    beat += note.beats;
    if (beat % 4 === 0 && beat % perStaff !== 0 && beat < totalBeats) {
      const barX = MARGIN + 18 + (beat % perStaff) * beatWidth - beatWidth / 2;
      const barTop = top - Math.floor(beat / perStaff) * 70;
      page.drawLine({ start: { x: barX, y: barTop }, end: { x: barX, y: barTop - 4 * STAFF_GAP }, thickness: 0.8, color: INK });
    }
  }
  return top - staves * 70;
}

function drawRhythmGrid(page: PDFPage, top: number, rows: number): number {
  const boxes = 8;
  const size = (PAGE.width - 2 * MARGIN) / boxes;
  for (let row = 0; row < rows; row++) {
    for (let box = 0; box < boxes; box++) {
      page.drawRectangle({
        x: MARGIN + box * size,
        y: top - (row + 1) * (size * 0.6) - row * 10,
        width: size,
        height: size * 0.6,
        borderColor: INK,
        borderWidth: 0.8,
      });
    }
  }
  return top - rows * (size * 0.6 + 10);
}

export async function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.title);
  pdf.setAuthor('Orchestra Classroom');
  pdf.setCreator('Orchestra Classroom demo seed');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN - 10;

  page.drawRectangle({ x: 0, y: PAGE.height - 18, width: PAGE.width, height: 18, color: ACCENT });
  for (const line of wrap(spec.title, bold, 22, width)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold, color: ACCENT });
    y -= 28;
  }
  if (spec.subtitle) {
    page.drawText(spec.subtitle, { x: MARGIN, y, size: 12, font: regular, color: INK });
    y -= 26;
  }
  y -= 6;
  for (const paragraph of spec.paragraphs) {
    for (const line of wrap(paragraph, regular, 11, width)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
      y -= 15;
    }
    y -= 9;
  }
  y -= 16;
  if (spec.tune) y = drawTune(page, y, spec.tune);
  for (let staff = 0; staff < (spec.blankStaves ?? 0); staff++) {
    drawStaff(page, y);
    y -= 70;
  }
  if (spec.rhythmGridRows) y = drawRhythmGrid(page, y, spec.rhythmGridRows);

  page.drawText('Orchestra Classroom demo material, made for this project.', { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await pdf.save());
}
