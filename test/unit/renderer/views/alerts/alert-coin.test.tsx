// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertForm } from '../../../../../src/renderer/src/views/alerts/alert-form';
import { fakeApi } from '../../helpers/fake-api';
import { bitcoin, live, settings } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

// The alert form's coin picker lists each match with its icon, from the search's own answer.

afterEach(cleanup);

const kalomi = {
  ...bitcoin,
  id: 'long-tail-0500',
  name: 'Kalomi Token',
  symbol: 'KALO00',
  icon: iconUrl('kalomi'),
};
const kalobo = { ...bitcoin, id: 'long-tail-0731', name: 'Kalobo Token', symbol: 'KALO31', icon: null };

describe('the alert’s coin picker', () => {
  it('shows each match’s icon beside its name, the symbol’s disc when the answer has none', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'credits:preview': () =>
        live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits for GET /coins' }),
      'coins:list': () => live([kalomi, kalobo]),
      'icons:get': iconsAnswer,
    });
    renderWith(<AlertForm initialCoin={null} />, fake);
    const form = screen.getByRole('form', { name: 'New alert' });
    const field = within(form).getByRole('combobox', { name: 'Coin' });
    fireEvent.change(field, { target: { value: 'kalo' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const found = await within(form).findByRole('listbox', { name: 'Coins found' });
    const option = (name: RegExp) => within(found).getByRole('option', { name });
    await waitFor(() => expect(option(/Kalomi/).querySelector('[data-icon="image"]')).not.toBeNull());
    expect(option(/Kalobo/).querySelector('[data-icon="placeholder"]')?.textContent).toBe('KAL');
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [iconUrl('kalomi')] }]);
  });
});
