// The invoice PDF the stand-in links as `invoice_pdf`: one A4 page of text in Helvetica, written
// directly (a PDF of one text stream needs no library). Characters outside Latin-1 become '?'.

const escapeText = (text) =>
  String(text)
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF (as a Buffer) with `lines` of text: `{ text, size?, gap? }`, top to bottom. */
export function textPdf(lines) {
  let y = 790;
  const content = lines
    .map(({ text, size = 11, gap = 6 }) => {
      y -= size + gap;
      return `BT /F1 ${size} Tf 56 ${y} Td (${escapeText(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
