import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// A shared portfolio's token and passcode live in the keychain only. After adding one and reading it, the SQLite
// file (and its write-ahead log) holds neither, nor a SHA-256 digest of either: a digest of a four-digit passcode
// is as good as the passcode.

const TOKEN = 'sandbox-share-locked';
const PASSCODE = '2468';

const sha256 = (text: string) => createHash('sha256').update(text);
const forms = (secret: string) => [
  secret,
  sha256(secret).digest('hex'),
  sha256(secret).digest('base64url').slice(0, 22),
  sha256(secret).digest('base64'),
];

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

describe('shared portfolio credentials on disk', () => {
  it('leave nothing of the share token or passcode in the database files after reads', async () => {
    const added = await h.handlers['portfolio:addShared']({
      name: 'Locked',
      shareToken: TOKEN,
      passcode: PASSCODE,
    });
    if (!added.ok) throw new Error(added.error.message);
    const portfolioId = added.value.portfolioId;

    const value = await h.handlers['portfolio:value']({ portfolioId });
    const chart = await h.handlers['portfolio:chart']({ portfolioId, range: '1m' });
    const coins = await h.handlers['portfolio:coins']({ portfolioId });
    expect(value.ok && value.value.totalValue).toBeGreaterThan(0);
    expect(chart.ok && chart.value.points.length).toBeGreaterThan(0);
    expect(coins.ok && coins.value.length).toBeGreaterThan(0);
    // The reads were cached (so something was written), under the portfolio's local name.
    const keys = h.deps
      .session()
      .db.prepare('SELECT key FROM cached_answers')
      .all()
      .map((row) => String((row as { key: unknown }).key));
    expect(keys.filter((key) => key.includes(`#i:${portfolioId}`)).length).toBeGreaterThanOrEqual(3);
    // Nothing after the query but that name: no digest of any kind.
    const shared = keys.filter((key) => key.includes('#i:'));
    expect(shared.every((key) => key.endsWith(`#i:${portfolioId}`))).toBe(true);

    const files = [h.dbPath, `${h.dbPath}-wal`].filter((path) => existsSync(path));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = readFileSync(file);
      // Also the two together, as a header digest would have been made of them.
      const both = `passcode=${PASSCODE}\nsharetoken=${TOKEN}`;
      for (const needle of [...forms(TOKEN), ...forms(PASSCODE), ...forms(both)]) {
        expect(bytes.includes(Buffer.from(needle)), `${needle} in ${file}`).toBe(false);
      }
    }
  });
});
