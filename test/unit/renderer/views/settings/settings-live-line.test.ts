import { describe, expect, it } from 'vitest';
import type { ConnectionCheck, ConnectionOutcome } from '../../../../../src/shared/domain/connection';
import { liveLine } from '../../../../../src/renderer/src/views/settings/settings-view';

// The mode line at the top of Settings points at the section below by the title that section carries.
describe("Settings' live line", () => {
  const check = (outcome: ConnectionOutcome): ConnectionCheck => ({
    address: 'https://openapiv1.coinstats.app',
    learnedFrom: null,
    outcome,
    checkedAt: 0,
  });

  it('names the Access to the data service section, where a refused key or a wrong address is explained', () => {
    expect(liveLine(check({ kind: 'refused', status: 401 }))).toBe(
      'API key: the service refused your key (401), so nothing can be read. Replace it under Access to the data service below, or choose Demo above.',
    );
    expect(liveLine(check({ kind: 'not-found' }))).toBe(
      'Live, with your API key: the service could not be read at its address (see Access to the data service below).',
    );
  });

  it('does not say "live" when reads were refused (401) before any check ran this session', () => {
    expect(liveLine(null, true)).toMatch(/^API key: the service refused your key \(401\)/);
    expect(liveLine(check({ kind: 'ok', plan: 'FREE', creditsLeft: 1, creditsTotal: 2 }))).toBe(
      'Live: reading your account with your API key.',
    );
  });
});
