import type { Meta } from '../../../../shared/envelope';
import { maskIf } from '../../../../shared/privacy';
import { NO_VALUE } from '../../lib/format';
import { useProvenance } from '../../components/num';
import { useFormat } from '../../stores/folio-context';

/** A holding's share of the portfolio ("42.1%"), unsigned, masked in privacy mode like every figure. */
export function ShareOf({ share, meta }: { share: number | null; meta: Meta }) {
  const fmt = useFormat();
  const title = useProvenance(meta);
  const text =
    share === null
      ? NO_VALUE
      : new Intl.NumberFormat(fmt.locale, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(share / 100);
  return (
    <span className="fd-num" title={title}>
      {maskIf(fmt.privacy, text)}
    </span>
  );
}
