// A PDF's text and page count as poppler reads them (pdftotext in content order, pdfinfo).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

export function readPdf(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const text = squeeze(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return { text, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
