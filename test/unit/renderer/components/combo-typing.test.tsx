// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinCombo } from '../../../../src/renderer/src/components/coin-combo';
import { CoinFinder } from '../../../../src/renderer/src/components/coin-finder';
import { ComboBox } from '../../../../src/renderer/src/components/combo-box';
import { fakeApi } from '../helpers/fake-api';
import { live } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

// Typing fast into a pick-or-type field: each key lands before the next one, as in a browser where keys arrive
// one task apart. A field whose text reached the form only after React's next render dropped keys typed in
// between ("Loda Token" became "odaTkn").

afterEach(cleanup);

const fake = () =>
  fakeApi({
    'credits:preview': () => live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '' }),
  });

/** One key's input event, sent as the browser does (outside React's test batching), and the text right after. */
function typeKey(field: HTMLInputElement, text: string): string {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, text);
  const testing = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = testing.IS_REACT_ACT_ENVIRONMENT;
  testing.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } finally {
    testing.IS_REACT_ACT_ENVIRONMENT = before;
  }
  return field.value;
}

function typedKeepsEachKey(field: HTMLInputElement, word: string) {
  const seen = [...word].map((_, i) => typeKey(field, word.slice(0, i + 1)));
  expect(seen).toEqual([...word].map((_, i) => word.slice(0, i + 1)));
}

describe('a pick-or-type field keeps each key typed', () => {
  it('in the plain combobox (pair, exchange, network fields)', () => {
    function Host() {
      const [value, setValue] = useState('');
      return <ComboBox label="Pair" value={value} onChange={setValue} options={[{ value: 'BTC/USDT' }]} />;
    }
    renderWith(<Host />, fake());
    typedKeepsEachKey(screen.getByRole('combobox', { name: 'Pair' }) as HTMLInputElement, 'ETH/USD');
  });

  it('in the transaction dialog’s coin field', () => {
    function Host() {
      const [value, setValue] = useState('');
      return (
        <CoinCombo
          label="Coin"
          value={value}
          onChange={setValue}
          known={[]}
          currency="USD"
          onPick={() => {}}
          picked={null}
        />
      );
    }
    renderWith(<Host />, fake());
    typedKeepsEachKey(screen.getByRole('combobox', { name: 'Coin' }) as HTMLInputElement, 'solana');
  });

  it('in the alert form’s coin finder', () => {
    function Host() {
      const [text, setText] = useState('');
      return (
        <CoinFinder
          text={text}
          currency="USD"
          onPick={() => {}}
          field={{ label: 'Coin', onText: setText }}
          bySymbol
        />
      );
    }
    renderWith(<Host />, fake());
    typedKeepsEachKey(screen.getByRole('combobox', { name: 'Coin' }) as HTMLInputElement, 'Loda Token');
  });
});
