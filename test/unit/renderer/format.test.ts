import { describe, expect, it } from 'vitest';
import { createFormat } from '../../../src/renderer/src/lib/format';
import { maskDigits } from '../../../src/shared/privacy';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('format', () => {
  const us = createFormat('en-US', false);
  const de = createFormat('de-DE', false);

  it('formats money for the locale, with cents, and more decimals for small prices', () => {
    expect(us.money(97512.345, 'USD')).toBe('$97,512.35');
    expect(de.money(97512.345, 'EUR')).toBe('97.512,35\u00a0€');
    expect(us.money(0.000123, 'USD')).toBe('$0.000123');
    expect(us.money(null, 'USD')).toBe('—');
  });

  it('prints BTC and ETH with their symbols and enough decimals', () => {
    expect(us.money(0.49441234, 'BTC')).toBe('₿0.4944');
    expect(us.money(1.5, 'ETH')).toBe('Ξ1.50');
    expect(us.signedMoney(-0.25, 'BTC')).toBe('-₿0.25');
  });

  it('falls back to the code for currencies Intl does not know', () => {
    expect(us.money(12.5, 'USDT')).toBe('12.5 USDT');
  });

  it('signs profit and loss and percentages', () => {
    expect(us.signedMoney(1234.5, 'USD')).toBe('+$1,234.50');
    expect(us.signedMoney(-412.25, 'USD')).toBe('-$412.25');
    expect(us.percent(1.2)).toBe('+1.20%');
    expect(us.percent(-3.3)).toBe('-3.30%');
    expect(de.percent(60.71)).toBe('+60,71\u00a0%');
  });

  it('says how old a value is in words', () => {
    expect(us.age(NOW - 10_000, NOW)).toBe('now');
    expect(us.age(NOW - 3 * 60_000, NOW)).toBe('3 min. ago');
    expect(us.age(NOW - 5 * 3_600_000, NOW)).toBe('5 hr. ago');
    expect(us.age(NOW - 2 * 86_400_000, NOW)).toBe('2 days ago');
    expect(de.age(NOW - 3 * 60_000, NOW)).toBe('vor 3 Min.');
  });

  it('formats dates and sizes for the locale', () => {
    expect(us.date(NOW)).toBe('Nov 22, 2026');
    expect(de.date('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    expect(us.bytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});

describe('privacy mode', () => {
  const hidden = createFormat('en-US', true);

  it('replaces every amount with the same mask, whatever its length', () => {
    expect(hidden.money(97512.35, 'USD')).toBe('$•••');
    expect(hidden.money(3, 'USD')).toBe('$•••');
    expect(hidden.signedMoney(-412.25, 'USD')).toBe('-$•••');
    expect(hidden.percent(60.71)).toBe('+•••%');
    expect(hidden.amount(0.4)).toBe('•••');
    expect(hidden.money(1.5, 'BTC')).toBe('₿•••');
  });

  it('leaves counts, dates and ages readable: they are not amounts', () => {
    expect(hidden.count(1500)).toBe('1,500');
    expect(hidden.date(NOW)).toBe('Nov 22, 2026');
    expect(hidden.age(NOW - 3 * 60_000, NOW)).toBe('3 min. ago');
  });

  it('masks digits grouped with any locale separator', () => {
    expect(maskDigits('1 234 567,89 €')).toBe('••• €');
    expect(maskDigits("CHF 1'234.50")).toBe('CHF •••');
    expect(maskDigits('BTC 97,512 +1.2%')).toBe('BTC ••• +•••%');
  });
});

describe('compact money', () => {
  it('shortens large figures, except in privacy mode where the suffix would tell the magnitude', () => {
    expect(createFormat('en-US', false).money(24_500_000_000, 'USD', { compact: true })).toBe('$24.5B');
    expect(createFormat('en-US', true).money(24_500_000_000, 'USD', { compact: true })).toBe('$•••');
  });
});
