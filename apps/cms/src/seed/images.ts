/**
 * Demo images drawn at seed time: simple musical motifs on a two-colour gradient, rendered to JPEG
 * (or PNG) with sharp. Nothing is downloaded or copied, so every picture in the demo is the
 * project's own.
 */
import sharp from 'sharp';
import type { ImageSpec } from './demo-data/schema';

function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function motifShapes(spec: ImageSpec, width: number, height: number): string {
  const random = seededRandom(spec.name);
  const ink = 'rgba(255,255,255,0.55)';
  const shapes: string[] = [];
  switch (spec.motif) {
    case 'staves':
      for (let line = 0; line < 5; line++) {
        const y = height * 0.3 + line * height * 0.08;
        shapes.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="${ink}" stroke-width="3"/>`);
      }
      for (let i = 0; i < 9; i++) {
        const x = width * (0.08 + i * 0.1);
        const y = height * (0.3 + Math.floor(random() * 9) * 0.04);
        shapes.push(`<ellipse cx="${x}" cy="${y}" rx="${height * 0.045}" ry="${height * 0.032}" fill="${ink}" transform="rotate(-20 ${x} ${y})"/>`);
        shapes.push(`<line x1="${x + height * 0.04}" y1="${y}" x2="${x + height * 0.04}" y2="${y - height * 0.2}" stroke="${ink}" stroke-width="4"/>`);
      }
      break;
    case 'notes':
      for (let i = 0; i < 14; i++) {
        const x = random() * width;
        const y = height * 0.2 + random() * height * 0.7;
        const r = height * (0.03 + random() * 0.04);
        shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}"/>`);
        shapes.push(`<line x1="${x + r}" y1="${y}" x2="${x + r}" y2="${y - r * 4}" stroke="${ink}" stroke-width="${r / 3}"/>`);
      }
      break;
    case 'waves':
      for (let wave = 0; wave < 6; wave++) {
        const amplitude = height * (0.04 + random() * 0.08);
        const base = height * (0.15 + wave * 0.14);
        let d = `M 0 ${base}`;
        for (let x = 0; x <= width; x += width / 24) d += ` L ${x} ${base + Math.sin(x / (width / (4 + wave))) * amplitude}`;
        shapes.push(`<path d="${d}" fill="none" stroke="${ink}" stroke-width="4"/>`);
      }
      break;
    case 'circles':
      for (let i = 0; i < 10; i++) {
        shapes.push(
          `<circle cx="${random() * width}" cy="${random() * height}" r="${height * (0.05 + random() * 0.25)}" fill="none" stroke="${ink}" stroke-width="5"/>`,
        );
      }
      break;
    case 'bars':
      for (let i = 0; i < 28; i++) {
        const barHeight = height * (0.1 + random() * 0.7);
        const x = (i * width) / 28;
        shapes.push(`<rect x="${x + 4}" y="${height - barHeight}" width="${width / 28 - 8}" height="${barHeight}" rx="6" fill="${ink}"/>`);
      }
      break;
  }
  return shapes.join('');
}

/** Renders a banner-sized JPEG unless the spec asks for another size or for PNG (much slower to process on upload). */
export async function renderImage(spec: ImageSpec, width = spec.width ?? 1200, height = spec.height ?? 500): Promise<Buffer> {
  const [from, to] = spec.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${motifShapes(spec, width, height)}</svg>`;
  const image = sharp(Buffer.from(svg));
  return spec.format === 'png' ? image.png({ compressionLevel: 9, palette: true }).toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}
