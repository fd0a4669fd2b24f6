import { waitFor, within } from '@testing-library/react';

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
