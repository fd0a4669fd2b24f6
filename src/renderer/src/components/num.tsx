import type { Meta } from '../../../shared/envelope';
import { useFormat, useNow } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { toneClass } from '../lib/sign';
import { describeProvenance } from './provenance';

export type NumKind = 'money' | 'signedMoney' | 'percent' | 'amount';

export interface NumProps {
  value: number | null | undefined;
  kind: NumKind;
  /** Required for money kinds. */
  currency?: string;
  meta: Meta | null;
  /** Short notation for large figures ($24.5B); ignored in privacy mode, where it would leak the magnitude. */
  compact?: boolean;
  /** Colour by sign (profit green, loss red); the sign is also in the text, never colour alone. */
  tone?: boolean;
}

/** One figure: formatted for the locale, masked in privacy mode, its source and age on hover. */
export function Num({ value, kind, currency = 'USD', meta, tone = false, compact = false }: NumProps) {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  const text =
    kind === 'money'
      ? fmt.money(value, currency, { compact })
      : kind === 'signedMoney'
        ? fmt.signedMoney(value, currency)
        : kind === 'percent'
          ? fmt.percent(value)
          : fmt.amount(value);
  return (
    <span
      className={`fd-num${tone ? ` ${toneClass(value)}` : ''}${meta?.stale ? ' fd-num--stale' : ''}`}
      title={describeProvenance(meta, now, fmt, t)}
    >
      {text}
    </span>
  );
}

/** Keeps the renderer of a table cell from needing the whole env. */
export function useProvenance(meta: Meta | null): string {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  return describeProvenance(meta, now, fmt, t);
}
