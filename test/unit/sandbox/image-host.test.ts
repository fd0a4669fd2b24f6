import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';

// The sandbox's stand-in of the service's image host (/static-host): demo mode's coin icons come from here.

describe('the sandbox image host', () => {
  const sandbox = createSandbox({ seed: 42, now: Date.parse('2026-11-24T12:00:00Z') });
  const get = (path: string) => sandbox.fetch(new Request(`http://sandbox.local/static-host${path}`));

  it('serves a coin icon as a PNG, with no key', async () => {
    const response = await get('/coins/bitcoin.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Each coin in its own colour: two icons differ.
    const other = new Uint8Array(await (await get('/coins/ethereum.png')).arrayBuffer());
    expect(Buffer.from(other).equals(Buffer.from(bytes))).toBe(false);
  });

  it('answers 404 for a coin it does not know or a file that is not a PNG', async () => {
    expect((await get('/coins/no-such-coin.png')).status).toBe(404);
    expect((await get('/coins/bitcoin.svg')).status).toBe(404);
  });
});
