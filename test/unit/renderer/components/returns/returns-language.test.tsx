// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnsCard } from '../../../../../src/renderer/src/components/returns/returns-card';
import { renderIn } from '../../helpers/language';
import { returnsService } from '../../helpers/returns-fixtures';

// The Returns card in the user's language: the two returns named as that language's finance apps name them, the
// "How this was computed" panel's words translated around the same math, and its counts in the language's plural.

const service = returnsService;

afterEach(cleanup);

describe('the Returns card in another language', () => {
  it('names the time- and money-weighted returns in German, and explains the chain in German', async () => {
    renderIn('de', <ReturnsCard />, service());
    const card = await screen.findByRole('region', { name: 'Renditen' });
    await waitFor(() => expect(card.textContent).toContain('Zeitgewichtete Rendite'));
    expect(within(card).getByText('Geldgewichtete Rendite')).toBeTruthy();
    expect(within(card).getByRole('radiogroup', { name: 'Renditezeitraum' })).toBeTruthy();
    fireEvent.click(within(card).getByText('So wurde die zeitgewichtete Rendite berechnet'));
    // The words are German; the math is the same.
    expect(card.textContent).toContain('TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, mit ri = Gewinn_i');
    expect(card.textContent).toMatch(/G\/V-Verlauf: 2 Tagesperioden/);
  });

  it('counts the chain’s periods with the Arabic dual', async () => {
    renderIn('ar', <ReturnsCard />, service());
    const card = await screen.findByRole('region', { name: 'العوائد' });
    await waitFor(() => expect(card.textContent).toContain('العائد الموزون زمنياً'));
    expect(card.textContent).toContain('العائد الموزون بالمال');
    expect(card.textContent).toContain('سجل الربح/الخسارة: فترتان يوميتان');
  });
});
