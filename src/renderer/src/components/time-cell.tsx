import { useFormat } from '../stores/folio-context';

/** A table cell holding a moment in the user's date and time format; like all data, it is not translated. */
export function TimeCell({ at }: { at: number }) {
  const fmt = useFormat();
  return (
    <td className="fd-time" translate="no">
      {fmt.timestamp(at)}
    </td>
  );
}
