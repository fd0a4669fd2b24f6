// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FarPriceWarning } from '../../../../../../src/renderer/src/views/portfolios/manage/write-status';
import { fakeApi } from '../../../helpers/fake-api';
import { live, settings } from '../../../helpers/fixtures';
import { renderIn } from '../../../helpers/language';

// A price far from the market's is said with both prices before it is saved; in Arabic each keeps its dollar sign.

afterEach(cleanup);

describe('the far-price warning', () => {
  it('isolates both prices of the Arabic sentence, so no dollar sign leaves its digits', async () => {
    renderIn(
      'ar',
      <FarPriceWarning typed={9_500} far={95_000} currency="USD" button="حفظ" />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    const warning = await screen.findByText(/^السعر /);
    for (const price of ['$9,500.00', '$95,000.00']) {
      expect(warning.textContent).toContain(`\u2068${price}\u2069`);
    }
  });
});
