import { describe, expect, it } from 'vitest';
import { createCoalescer } from '../../../src/main/api/coalesce';

describe('coalescing identical requests', () => {
  it('runs one request for identical keys in flight and hands every caller its answer', async () => {
    const coalescer = createCoalescer<number>();
    let started = 0;
    let release: (value: number) => void = () => {};
    const start = () => {
      started += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const answers = Promise.all([
      coalescer.run('a', start),
      coalescer.run('a', start),
      coalescer.run('a', start),
    ]);
    release(42);
    expect(await answers).toEqual([42, 42, 42]);
    expect(started).toBe(1);
    expect(coalescer.size).toBe(0);
  });

  it('starts afresh once the earlier request settled, and keeps different keys apart', async () => {
    const coalescer = createCoalescer<string>();
    let started = 0;
    const start = async () => `answer ${++started}`;
    expect(await coalescer.run('a', start)).toBe('answer 1');
    expect(await coalescer.run('a', start)).toBe('answer 2');
    expect(await Promise.all([coalescer.run('a', start), coalescer.run('b', start)])).toEqual([
      'answer 3',
      'answer 4',
    ]);
  });

  it('lets one caller give up without cancelling the request for the others', async () => {
    const coalescer = createCoalescer<number>();
    let release: (value: number) => void = () => {};
    const start = () => new Promise<number>((resolve) => (release = resolve));
    const controller = new AbortController();
    const leaving = coalescer.run('a', start, { signal: controller.signal });
    const staying = coalescer.run('a', start);
    controller.abort(new Error('view closed'));
    await expect(leaving).rejects.toThrow('view closed');
    release(7);
    expect(await staying).toBe(7);
  });
});
