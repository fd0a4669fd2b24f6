import { describe, expect, it } from 'vitest';
import type { ConnectionCheck, ConnectionOutcome } from '../../../src/shared/domain/connection';
import { liveLine } from '../../../src/renderer/src/views/settings/settings-view';

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
      'Live, with your API key: the service did not accept it (see Access to the data service below).',
    );
    expect(liveLine(check({ kind: 'not-found' }))).toBe(
      'Live, with your API key: the service could not be read at its address (see Access to the data service below).',
    );
  });
});
