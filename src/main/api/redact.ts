// Secrets never reach a log line or the ledger. Parameter names that carry credentials are dropped, and any value
// equal to a secret the request used is replaced, wherever it sits. A bare `token` is not such a name: the RWA
// markets filter of that name is a public token id, which the ledger and the cache key must keep.

const SECRET_NAMES = new Set([
  'passcode',
  'sharetoken',
  'sharedtoken',
  'apikey',
  'x-api-key',
  'authorization',
  'privatekey',
  'signature',
  'x-payment',
  'payment-signature',
  // An exchange connection's credentials (POST /portfolio/exchange): the whole object is left out.
  'connectionfields',
  'apisecret',
  'secretkey',
  'passphrase',
  'password',
]);

export const isSecretName = (name: string) => SECRET_NAMES.has(name.toLowerCase().replace(/_/g, ''));

function scrub(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') {
    return secrets.some((secret) => secret.length >= 3 && value.includes(secret)) ? '[redacted]' : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!isSecretName(key)) out[key] = scrub(inner, secrets, depth + 1);
    }
    return out;
  }
  return value;
}

/** Parameters as they may be stored or logged: secret names dropped, secret values replaced, keys sorted. */
export function stripSecrets(
  params: Record<string, unknown>,
  secrets: readonly string[],
): Record<string, unknown> {
  const clean = scrub(params, secrets, 0) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(clean)
      .sort()
      .filter((key) => clean[key] !== undefined)
      .map((key) => [key, clean[key]]),
  );
}

/** Shorter secrets are not looked for in free text: three characters would match ordinary words. */
const MIN_ECHO = 3;
/** A secret's first characters, as a truncated echo shows them: long enough never to match by chance. */
const PREFIX = 8;

const lower = (text: string) => text.toLowerCase();

function decodedPercent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Every base64 or base64url run in the text, decoded (what a service might show of a secret it encoded). */
function decodedRuns(text: string): string[] {
  const runs = text.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? [];
  return runs.map((run) =>
    Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'),
  );
}

const showsPlainly = (text: string, secret: string) => {
  const haystack = lower(text);
  const needle = lower(secret);
  return haystack.includes(needle) || (needle.length > PREFIX && haystack.includes(needle.slice(0, PREFIX)));
};

/**
 * Whether free text repeats a secret in a form exact-match redaction misses: another case, percent-encoded, cut
 * short, or base64 (url or not). Used where a service's words would be shown; a false alarm only hides them.
 */
export function echoesSecret(text: string, secrets: readonly string[]): boolean {
  const forms = [text, decodedPercent(text)];
  forms.push(...forms.flatMap(decodedRuns));
  return secrets.some(
    (secret) => secret.length >= MIN_ECHO && forms.some((form) => showsPlainly(form, secret)),
  );
}
