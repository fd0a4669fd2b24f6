import { describe, expect, it } from 'vitest';
import { pagingError } from '../../../src/main/api/schemas/request-bounds';

describe('paging bounds (service.md 4.1: the offset must be a safe integer)', () => {
  it('accepts ordinary pages and the largest page whose offset is still safe', () => {
    expect(pagingError(1, 100, 100)).toBeNull();
    expect(pagingError(undefined, undefined, 100)).toBeNull();
    expect(pagingError(Math.floor(Number.MAX_SAFE_INTEGER / 100), 100, 100)).toBeNull();
    expect(pagingError(Number.MAX_SAFE_INTEGER, 1, 100)).toBeNull();
  });

  it('refuses a page whose offset overflows, with the default limit too', () => {
    expect(pagingError(Number.MAX_SAFE_INTEGER, 100, 100)?.code).toBe('invalid_input');
    expect(pagingError(Number.MAX_SAFE_INTEGER, undefined, 100)?.issues?.[0]?.path).toBe('page');
  });
});
