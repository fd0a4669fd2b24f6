import { waitFor, within } from '@testing-library/react';
import type { CostPreview } from '../../../../src/shared/domain/credits';

/**
 * The tooltip of a cost badge in `el` that starts with `text`: a group's sentence and each choice's price live
 * there (cost-badge.tsx CostTag), not under the controls nor in the buttons' hover text.
 */
export const tipSaying = (el: HTMLElement, text: string) =>
  waitFor(() => {
    const tip = within(el)
      .getAllByRole('tooltip')
      .find((t) => t.textContent?.startsWith(text));
    if (!tip) throw new Error(`no cost tooltip starting "${text}"`);
    return tip;
  });

/** A cost badge's few words, without its tooltip's detail (cost-badge.tsx CostTag keeps both in one element). */
export const badgeWords = (badge: Element | null | undefined): string | null =>
  badge
    ? [...badge.childNodes]
        .filter((n) => !(n instanceof Element && n.getAttribute('role') === 'tooltip'))
        .map((n) => n.textContent ?? '')
        .join('')
    : null;

/** A price of `credits` as credits:preview answers it, with whatever else a test needs (`needsConfirmation`...). */
export const preview = (credits: number, extra: Partial<CostPreview> = {}): CostPreview => ({
  credits,
  usdc: null,
  needsConfirmation: false,
  explanation: `${credits}`,
  ...extra,
});
