import { describe, expect, it } from 'vitest';
import { signOf, toneClass } from '../../../../src/renderer/src/lib/sign';
import { createFormat } from '../../../../src/renderer/src/lib/format';

describe('the sign rule', () => {
  it('colours a gain up, a loss down, and 0 or no figure neutral', () => {
    expect([1, 0.0001, -0.0001, 0, -0, null, undefined, NaN].map(signOf)).toEqual([
      'up',
      'up',
      'down',
      'flat',
      'flat',
      'flat',
      'flat',
      'flat',
    ]);
    expect(toneClass(-3)).toBe('fd-num--down');
  });

  it('agrees with the formatters: + on every gain, - on every loss, no sign on 0', () => {
    const fmt = createFormat('en-US', false);
    expect([fmt.percent(1.5), fmt.percent(-1.5), fmt.percent(0)]).toEqual(['+1.50%', '-1.50%', '0.00%']);
    expect([fmt.signedMoney(2, 'USD'), fmt.signedMoney(-2, 'USD'), fmt.signedMoney(0, 'USD')]).toEqual([
      '+$2.00',
      '-$2.00',
      '$0.00',
    ]);
  });
});
