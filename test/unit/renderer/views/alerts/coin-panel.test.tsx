// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinPanel } from '../../../../../src/renderer/src/views/alerts/coin-panel';
import { fakeApi } from '../../helpers/fake-api';
import { bitcoin, live, settings } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

describe('the coin an alert opened', () => {
  it('heads its panel with the coin’s icon from the coin read it sends anyway', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'coins:get': () => live({ ...bitcoin, icon: iconUrl('bitcoin') }),
      'icons:get': iconsAnswer,
    });
    renderWith(<CoinPanel coinId="bitcoin" onClose={() => {}} />, fake);
    const heading = await screen.findByRole('heading', { name: 'Bitcoin (BTC)' });
    await waitFor(() => expect(heading.querySelector('[data-icon="image"]')).not.toBeNull());
    expect(fake.callsTo('coins:get')).toHaveLength(1);
  });
});
