import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../../../src/main/lib/effects';

/** A fresh folder per test, removed afterwards. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'folio-cache-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const fixedClock = { now: () => Date.UTC(2026, 10, 22, 1, 2, 3, 456) };

/** A logger that keeps what it was told, for asserting warnings. */
export function recordingLogger(): Logger & {
  lines: { level: string; message: string; fields?: unknown }[];
} {
  const lines: { level: string; message: string; fields?: unknown }[] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
}
