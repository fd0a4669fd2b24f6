import { describe, expect, it } from 'vitest';
import type { CoinIcon } from '../../../../../src/shared/domain/icons';
import { createIconLoader } from '../../../../../src/renderer/src/components/coin-icon/icon-loader';
import { fakeApi } from '../../helpers/fake-api';
import { live } from '../../helpers/fixtures';

// The page asks main for the icons a table shows in one call, once each; one main could not reach is asked
// again by the next view that shows it.

const BTC = 'https://static.coinstats.app/coins/bitcoin.png';
const ETH = 'https://static.coinstats.app/coins/ethereum.png';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the icon loader', () => {
  it('asks for the icons of one render in one call, and never twice for an icon it has', async () => {
    const fake = fakeApi({
      'icons:get': ({ urls }) =>
        live(
          urls.map((url): CoinIcon => ({
            url,
            dataUrl: `data:image/png;base64,${url.length}`,
            status: 'fetched',
          })),
        ),
    });
    const loader = createIconLoader(fake.api);
    let told = 0;
    loader.subscribe(BTC, () => (told += 1));
    loader.subscribe(ETH, () => {});
    loader.subscribe(BTC, () => {});
    await settle();
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [BTC, ETH] }]);
    expect(loader.get(BTC)?.dataUrl).toMatch(/^data:image\/png/);
    expect(told).toBe(1);
    loader.subscribe(BTC, () => {});
    await settle();
    expect(fake.callsTo('icons:get')).toHaveLength(1);
  });

  it('asks again for an icon main could not reach, but not for one it refused', async () => {
    const fake = fakeApi({
      'icons:get': ({ urls }) =>
        live(
          urls.map((url): CoinIcon => ({
            url,
            dataUrl: null,
            status: url === BTC ? 'unavailable' : 'refused',
          })),
        ),
    });
    const loader = createIconLoader(fake.api);
    loader.subscribe(BTC, () => {});
    loader.subscribe(ETH, () => {});
    await settle();
    expect(loader.get(BTC)).toEqual({ dataUrl: null });
    loader.subscribe(BTC, () => {});
    loader.subscribe(ETH, () => {});
    await settle();
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [BTC, ETH] }, { urls: [BTC] }]);
  });
});
