import { useFormat } from '../stores/folio-context';

/**
 * A transaction's hash, linked to its page on the chain's explorer. In privacy mode the masked hash alone: the
 * link would carry the whole hash (the status bar shows it on hover, "Copy link" copies it, a click opens the
 * transaction with its amounts).
 */
export function HashLink(props: { hash: string; url: string | null; shown: string; title?: string }) {
  const fmt = useFormat();
  if (fmt.privacy) return <>{fmt.hash(props.hash)}</>;
  if (!props.url) return <>{props.shown}</>;
  return (
    <a href={props.url} target="_blank" rel="noreferrer noopener" title={props.title}>
      {props.shown}
    </a>
  );
}
