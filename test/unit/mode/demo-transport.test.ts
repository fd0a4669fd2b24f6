import { describe, expect, it } from 'vitest';
import { createDemoTransport, DEMO_BASE_URL } from '../../../src/main/mode/demo-transport';

// Demo mode reads from the sandbox in the same process, with plain objects in place of fetch's Request and
// Response. What the app reads of an answer must be what a real fetch would have given it.

const NOW = Date.parse('2026-11-24T12:00:00Z');
const transport = () => createDemoTransport({ now: () => NOW });
const key = () => ({ 'X-API-KEY': 'sandbox-starter-key' });

describe('the demo transport', () => {
  it('answers a read with its status, headers and JSON, as fetch would', async () => {
    const response = await transport().fetch(`${DEMO_BASE_URL}/coins?limit=2`, { headers: key() });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const body = JSON.parse(await response.text()) as { result: { id: string }[] };
    expect(body.result.map((coin) => coin.id)).toHaveLength(2);
  });

  it('sends a write with its JSON body, and says what the service refused', async () => {
    const demo = transport();
    const refused = await demo.fetch(`${DEMO_BASE_URL}/coins`, {});
    expect(refused.status).toBe(401);
    expect(JSON.parse(await refused.text())).toMatchObject({ statusCode: 401 });
    // A body the sandbox cannot read is its 400, not a lost request.
    const bad = await demo.fetch(`${DEMO_BASE_URL}/portfolio/transaction`, {
      method: 'POST',
      headers: [['X-API-KEY', 'sandbox-starter-key']],
      body: '{"not":"a transaction"}',
    });
    expect(bad.status).toBe(400);
  });

  it('rejects with the signal’s reason once the caller gives up, as fetch does', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(
      transport().fetch(`${DEMO_BASE_URL}/coins`, { headers: key(), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('serves an icon whose bytes can be read as a stream, and only from the image host', async () => {
    const demo = transport();
    const icon = await demo.imageFetch!('https://static.coinstats.app/coins/bitcoin.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    const reader = icon.body!.getReader();
    const { value } = await reader.read();
    expect([...(value ?? []).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await expect(demo.imageFetch!('https://elsewhere.example/coins/bitcoin.png')).rejects.toThrow(
      'only the image host',
    );
  });
});
