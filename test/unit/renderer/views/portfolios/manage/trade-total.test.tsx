// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TradeTotal } from '../../../../../../src/renderer/src/views/portfolios/manage/trade-total';
import {
  emptyFields,
  type TxFields,
} from '../../../../../../src/renderer/src/views/portfolios/manage/transaction-form';
import { fakeApi } from '../../../helpers/fake-api';
import { live, settings } from '../../../helpers/fixtures';
import { resetManage } from '../../../helpers/manage';
import { renderWith } from '../../../helpers/render';
import { renderIn } from '../../../helpers/language';

// The Add transaction form shows a trade's total as it is typed, with the figures it comes from, so a slipped
// decimal point is seen before the write is sent.

afterEach(resetManage);

function show(patch: Partial<TxFields>, own = {}) {
  const fields = { ...emptyFields(Date.UTC(2026, 10, 29)), coinId: 'bitcoin', ...patch };
  renderWith(
    <TradeTotal fields={fields} currency="USD" />,
    fakeApi({ 'settings:get': () => live(settings(own)) }),
  );
}

const total = () => screen.queryByText(/^(Total cost|Proceeds):/)?.parentElement?.textContent ?? null;

describe('a trade’s total in the transaction form', () => {
  it('adds a buy’s fee to amount times price', async () => {
    show({ kind: 'buy', amount: '0.5', price: '50000', fee: '12' });
    expect(total()).toBe('Total cost: $25,012.00 0.5 × $50,000.00 + $12.00 fee');
  });

  it('takes a sell’s fee off its proceeds, and reads a comma as the decimal point', () => {
    show({ kind: 'sell', amount: '2', price: '1234,5', fee: '4.5' });
    expect(total()).toBe('Proceeds: $2,464.50 2 × $1,234.50 − $4.50 fee');
  });

  it('shows the plain product without a fee', () => {
    show({ kind: 'buy', amount: '3', price: '0.25' });
    expect(total()).toBe('Total cost: $0.75 3 × $0.25');
  });

  it('says nothing for a transfer, or while a figure is missing or not a number', () => {
    for (const patch of [
      { kind: 'transfer-in' as const, amount: '1', price: '5' },
      { kind: 'buy' as const, amount: '', price: '5' },
      { kind: 'buy' as const, amount: '1', price: '5x' },
      { kind: 'buy' as const, amount: '1', price: '5', fee: '-1' },
    ]) {
      show(patch);
      expect(total()).toBeNull();
      resetManage();
    }
  });

  it('masks the figures in privacy mode', async () => {
    show({ kind: 'buy', amount: '0.5', price: '50000' }, { privacyMode: true });
    await screen.findByText(/^Total cost: \S*•••/);
    expect(total()).not.toMatch(/\d/);
  });

  it('isolates each figure in an Arabic sentence, so a currency sign stays on the side it was formatted on', async () => {
    const fields = { ...emptyFields(Date.UTC(2026, 10, 29)), coinId: 'bitcoin' };
    renderIn(
      'ar',
      <TradeTotal
        fields={{ ...fields, kind: 'buy', amount: '0.5', price: '50000', fee: '12' }}
        currency="USD"
      />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    const line = await screen.findByText(/^التكلفة الإجمالية/);
    const text = line.parentElement?.textContent ?? '';
    for (const figure of ['$25,012.00', '0.5', '$50,000.00', '$12.00']) {
      expect(text).toContain(`\u2068${figure}\u2069`);
    }
  });
});
