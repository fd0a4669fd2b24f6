import { describe, expect, it } from 'vitest';
import { createUnsyncedWallets } from '../../../src/main/reads/unsynced-wallets';

// What the gateway route remembers of a "not synced" answer: the very set of wallets it was about, until a sync,
// a read with transactions or a removal of one of them could have changed it.

const wallet = (id: string) => ({ id, label: id, address: `0x${id}`, connectionId: 'ethereum' });

describe('wallets the gateway answered "not synced" for', () => {
  it('holds back that set only, in any order, and lets it go once one of its wallets could have changed', () => {
    const unsynced = createUnsyncedWallets();
    unsynced.mark([wallet('a'), wallet('b')]);

    expect(unsynced.refusal([wallet('b'), wallet('a')])?.code).toBe('not_synced');
    expect(unsynced.refusal([wallet('a')])).toBeNull();

    unsynced.clear(['c']);
    expect(unsynced.refusal([wallet('a'), wallet('b')])).not.toBeNull();
    unsynced.clear(['b']);
    expect(unsynced.refusal([wallet('a'), wallet('b')])).toBeNull();
  });
});
