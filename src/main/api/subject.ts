import type { Say } from '../../shared/envelope';

// What a request is about, named in main's sentences (a 404, a 400). Kept as a kind and its ids, not as English
// words, so the catalogue can say it in the user's language with the right article and case.

export interface NamedThing {
  /** The id as sent, looked for in the service's 404 message. */
  id: string;
  /** What it is, for main's sentence: "coin 'SOL'". */
  subject: Subject;
  /** What the user reads when it is missing, with what to do: "No coin 'SOL' on the service: … from the list." */
  advice: string;
}

export type Subject =
  | {
      kind: 'portfolio' | 'coin' | 'riskData' | 'exchangePairs' | 'newsFeed' | 'rwaAsset' | 'wallet';
      id: string;
    }
  | { kind: 'sharedPortfolio' | 'someWallet' }
  | { kind: 'candles' | 'pair'; id: string; place: string }
  | { kind: 'wallets'; count: number };

/** The subject in English, for the logged message: the same words the English catalogue's select says. */
export function subjectText(subject: Subject): string {
  switch (subject.kind) {
    case 'portfolio':
      return `portfolio '${subject.id}'`;
    case 'coin':
      return `coin '${subject.id}'`;
    case 'riskData':
      return `risk data for '${subject.id}'`;
    case 'exchangePairs':
      return `pairs of '${subject.id}'`;
    case 'newsFeed':
      return `news feed '${subject.id}'`;
    case 'rwaAsset':
      return `RWA asset '${subject.id}'`;
    case 'wallet':
      return `wallet ${subject.id}`;
    case 'sharedPortfolio':
      return 'portfolio';
    case 'someWallet':
      return 'wallet';
    case 'candles':
      return `candles for ${subject.id} on ${subject.place}`;
    case 'pair':
      return `pair ${subject.id} on ${subject.place}`;
    case 'wallets':
      return `${subject.count} ${subject.count === 1 ? 'wallet' : 'wallets'}`;
  }
}

/** The subject as catalogue values: every message that names it takes the same select over these. */
export function subjectValues(subject: Subject): Record<string, string | number> {
  const count = subject.kind === 'wallets' ? subject.count : 0;
  return {
    kind: subject.kind,
    id: 'id' in subject ? subject.id : '',
    place: 'place' in subject ? subject.place : '',
    count,
    n: String(count),
  };
}

/** "The service found no …" with the service's words after it (already quoted). */
export const foundNo = (subject: Subject, quote: string): Say => ({
  id: 'errors.foundNoSaid',
  values: { ...subjectValues(subject), quote },
});

/** A wallet by its label, or just "wallet" when it has none. */
export const walletSubject = (label: string | undefined): Subject =>
  label && label.trim() !== '' ? { kind: 'wallet', id: label.trim() } : { kind: 'someWallet' };

/** The other thing a 404's message names by its id (quoted, or as a whole word), if any. */
export function namedIn(quoted: string | null, things: readonly NamedThing[]): NamedThing | undefined {
  if (!quoted) return undefined;
  const text = quoted.toLowerCase();
  return things.find((thing) => {
    const id = thing.id.toLowerCase();
    if (id === '') return false;
    const at = text.indexOf(id);
    if (at < 0) return false;
    const before = text.charAt(at - 1);
    const after = text.charAt(at + id.length);
    return !/[a-z0-9-]/.test(before) && !/[a-z0-9-]/.test(after);
  });
}
