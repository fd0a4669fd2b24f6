import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/main/api/costs';
import { featureOf, isNamed } from '../../../src/shared/feature-names';

// The Credits view names what each credit bought; an endpoint of main's cost table without a name there would
// show as a raw path. A new endpoint gets its name in src/shared/feature-names.ts.

describe('feature names of the Credits view', () => {
  it('names every endpoint the app calls, in words rather than its path', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(40);
    const unnamed = ENDPOINTS.filter((endpoint) => !isNamed(endpoint));
    expect(unnamed).toEqual([]);
    for (const endpoint of ENDPOINTS) expect(featureOf(endpoint), endpoint).not.toMatch(/\//);
  });

  it('gives no two endpoints the same name', () => {
    const names = ENDPOINTS.map(featureOf);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
