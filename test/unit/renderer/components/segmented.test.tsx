// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Segmented, SETTLE_MS } from '../../../../src/renderer/src/components/segmented';

// Three arrow presses on the Range switch, from 1M to All, must not read (and pay for) 6M and 1Y on the way.
const ranges = [
  { value: '1m', label: '1M' },
  { value: '6m', label: '6M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
] as const;
type Range = (typeof ranges)[number]['value'];

function renderSwitch(hints?: Partial<Record<Range, string>>) {
  const chosen: Range[] = [];
  render(
    <Segmented label="Range" options={ranges} value="1m" onChange={(v) => chosen.push(v)} hints={hints} />,
  );
  return chosen;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a switch whose choices are priced', () => {
  it('moves the mark with each arrow press and takes only the choice the keys rest on', () => {
    vi.useFakeTimers();
    const chosen = renderSwitch({ '6m': '10 credits', '1y': '10 credits', all: '10 credits' });
    const group = screen.getByRole('radiogroup', { name: 'Range' });
    for (let i = 0; i < 3; i++) fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
    expect(chosen).toEqual([]);
    act(() => void vi.advanceTimersByTime(SETTLE_MS));
    expect(chosen).toEqual(['all']);
  });

  it('takes the choice at once when focus leaves the switch or the button is pressed', () => {
    vi.useFakeTimers();
    const chosen = renderSwitch({ '6m': '10 credits' });
    const group = screen.getByRole('radiogroup', { name: 'Range' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.blur(group, { relatedTarget: document.body });
    expect(chosen).toEqual(['6m']);
    fireEvent.click(screen.getByRole('radio', { name: '1Y' }));
    expect(chosen).toEqual(['6m', '1y']);
    act(() => void vi.advanceTimersByTime(SETTLE_MS));
    expect(chosen).toEqual(['6m', '1y']);
  });
});

describe('a switch whose choices cost nothing', () => {
  it('takes each choice as the arrow keys reach it', () => {
    const chosen = renderSwitch();
    fireEvent.keyDown(screen.getByRole('radiogroup', { name: 'Range' }), { key: 'ArrowRight' });
    expect(chosen).toEqual(['6m']);
  });
});
