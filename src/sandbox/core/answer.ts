// The sandbox's requests and answers as plain objects. In process (demo mode) they never become fetch Requests or
// Responses: building one loads Node's fetch machinery, about 30 ms of a first start. Served over HTTP, router.ts
// turns them into the real thing.

/** Header names compared without case; a name may carry several values (Set-Cookie). */
export class HeaderBag {
  private readonly values = new Map<string, { name: string; list: string[] }>();

  constructor(init?: Iterable<readonly [string, string]> | Record<string, string>) {
    if (!init) return;
    const pairs = Symbol.iterator in init ? init : Object.entries(init);
    for (const [name, value] of pairs as Iterable<readonly [string, string]>) this.append(name, value);
  }

  get(name: string): string | null {
    const list = this.values.get(name.toLowerCase())?.list;
    return list ? list.join(', ') : null;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), { name, list: [value] });
  }

  append(name: string, value: string): void {
    const entry = this.values.get(name.toLowerCase());
    if (entry) entry.list.push(value);
    else this.set(name, value);
  }

  getSetCookie(): string[] {
    return [...(this.values.get('set-cookie')?.list ?? [])];
  }

  /** Each value as its own pair, so repeated headers (Set-Cookie) stay apart. */
  *pairs(): IterableIterator<[string, string]> {
    for (const { name, list } of this.values.values()) for (const value of list) yield [name, value];
  }
}

export interface SandboxRequest {
  method: string;
  /** The whole address, origin included. */
  url: string;
  headers: HeaderBag;
  /** A text body (the API takes JSON), if any. */
  body?: string;
}

/** A request as a caller in the same process sends it: headers as pairs or a record. */
export interface PlainRequest extends Omit<SandboxRequest, 'headers'> {
  headers: Iterable<readonly [string, string]> | Record<string, string>;
}

export interface SandboxAnswer {
  status: number;
  headers: HeaderBag;
  body: string | Uint8Array | null;
}

export function answer(
  body: string | Uint8Array | null,
  status: number,
  headers?: Record<string, string>,
): SandboxAnswer {
  return { status, headers: new HeaderBag(headers), body };
}

export function jsonAnswer(value: unknown, status = 200, headers?: Record<string, string>): SandboxAnswer {
  const sent = answer(JSON.stringify(value), status, headers);
  if (!sent.headers.has('content-type')) sent.headers.set('content-type', 'application/json');
  return sent;
}

export const answerText = (sent: SandboxAnswer): string =>
  typeof sent.body === 'string' ? sent.body : sent.body ? new TextDecoder().decode(sent.body) : '';
