// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectExchangeDialog } from '../../../../../../src/renderer/src/views/portfolios/manage/connect-exchange-dialog';
import { fakeApi } from '../../../helpers/fake-api';
import { live, settings } from '../../../helpers/fixtures';
import { renderIn } from '../../../helpers/language';
import { renderWith } from '../../../helpers/render';

afterEach(cleanup);

/** The service's exchange list, its credential fields named in English as the service names them. */
const exchanges = () =>
  fakeApi({
    'settings:get': () => live(settings()),
    'credits:preview': () => live({ credits: 10, usdc: null, needsConfirmation: false, explanation: '10' }),
    'manage:exchanges': () =>
      live([
        {
          connectionId: 'kucoin',
          name: 'KuCoin',
          icon: null,
          fields: [
            { key: 'apiKey', name: 'API Key' },
            { key: 'apiSecret', name: 'API Secret' },
            { key: 'clientId', name: 'Client ID' },
          ],
        },
      ]),
  });

describe('connecting an exchange', () => {
  it('labels the service’s credential fields in sentence case, and says "Required" once under each', async () => {
    renderWith(<ConnectExchangeDialog onClose={() => {}} onConnected={() => {}} />, exchanges());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    for (const label of ['API key', 'API secret', 'Client ID']) {
      expect((await within(dialog).findByLabelText(label)).getAttribute('type')).toBe('password');
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect exchange', hidden: true }));
    const issues = [...dialog.querySelectorAll('.fd-manage__issue')].map((el) => el.textContent);
    expect(issues).toEqual(['Required', 'Required', 'Required']);
  });

  it('names the credentials in German, and keeps a name it does not know as the service wrote it', async () => {
    renderIn('de', <ConnectExchangeDialog onClose={() => {}} onConnected={() => {}} />, exchanges());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    for (const label of ['API-Schlüssel', 'API-Geheimschlüssel']) {
      expect((await within(dialog).findByLabelText(label)).getAttribute('type')).toBe('password');
    }
    expect(within(dialog).getByText('Client ID').getAttribute('translate')).toBe('no');
  });
});
