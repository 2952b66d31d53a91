/** Writes a benchmark's section into docs/BENCHMARKS.md between its markers (added at the end the first time). */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server';

const docFile = path.join(root, 'docs/BENCHMARKS.md');

export function writeSection(marker: string, body: string): void {
  const section = `<!-- ${marker}:start -->\n${body}\n<!-- ${marker}:end -->`;
  const old = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const re = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*?<!-- ${marker}:end -->`, 'u');
  const next = re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(docFile, next);
  console.log(`written to ${docFile}`);
}
