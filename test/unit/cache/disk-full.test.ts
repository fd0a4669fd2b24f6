import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';
import { dispatch } from '../../../src/main/ipc/registry';
import type { Handlers } from '../../../src/shared/contract';
import { localMeta, ok } from '../../../src/shared/envelope';
import { fixedClock, recordingLogger, tempDir } from './helpers';

// A full disk used to come back as "Something went wrong". SQLite is made to run out of room for real here
// (max_page_count caps the user database at its current size), and the IPC answer says what happened and that
// nothing was lost; the rows already stored are all still there.

let dir: string;
let remove: () => void;
let db: Db;
beforeEach(() => {
  ({ dir, remove } = tempDir());
  db = openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: fixedClock }).db;
});
afterEach(() => {
  db.close();
  remove();
});

describe('a full disk', () => {
  it('answers disk_full, "nothing was lost", and keeps every wallet stored before', async () => {
    const wallets = createWalletsRepo(db);
    // The wallet room's add, over the real repository and the real dispatcher.
    const handlers = {
      'wallet:add': async (input: { address: string; connectionId: string; label?: string }) =>
        ok(wallets.add(input, fixedClock.now()), localMeta(fixedClock.now())),
    } as unknown as Handlers;
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    for (let n = 1; n <= 3; n += 1) wallets.add({ address: address(n), connectionId: 'ethereum' }, 0);
    const before = wallets.list();
    db.pragma(`user.max_page_count = ${Number(db.pragma('user.page_count', { simple: true }))}`);

    const log = recordingLogger();
    let answer: Awaited<ReturnType<typeof dispatch>> | undefined;
    for (let n = 4; n < 500 && (answer === undefined || answer.ok); n += 1) {
      const label = `wallet ${n} `.repeat(8);
      answer = await dispatch(
        handlers,
        'wallet:add',
        { address: address(n), connectionId: 'ethereum', label },
        log,
      );
    }
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'disk_full',
        message: expect.stringMatching(/^The disk is full; nothing was lost\./),
        say: { id: 'errors.diskFull' },
      },
    });
    expect(wallets.list().slice(0, before.length)).toEqual(before);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'ipc handler failed: disk full' }),
    );
  });
});
