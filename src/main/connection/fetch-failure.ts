// Why a fetch threw, told apart the way a user can act on it: a certificate problem (the server is there but
// cannot be trusted) is not a connection problem (nothing answered). Node's fetch (undici) puts the system error
// on `cause` with a code; Electron's net.fetch says `net::ERR_CERT_...` in its message. Neither text ever holds
// the API key: the key travels in a header, and headers are not part of these errors.

export type FetchFailure = { kind: 'tls' | 'network'; detail: string };

/** OpenSSL's certificate verdicts as Node reports them. */
const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'EPROTO',
]);

/** Words for the codes a user is likely to meet; others are shown as the code itself. */
const SAID: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain ends in a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate could not be verified',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  ERR_SSL_WRONG_VERSION_NUMBER: 'it does not speak https on this port',
  ECONNREFUSED: 'nothing accepts connections there (connection refused)',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
};

interface WithCode {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The first error code on the cause chain (undici nests the system error one or two levels down). */
function codeOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as WithCode;
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    current = cause;
  }
  return null;
}

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { message, cause } = current as WithCode;
    if (typeof message === 'string') parts.push(message);
    current = cause;
  }
  return parts.join(': ');
}

export function classifyFetchFailure(error: unknown): FetchFailure {
  const code = codeOf(error);
  const text = messagesOf(error);
  const electronCode = /net::(ERR_[A-Z_]+)/.exec(text)?.[1] ?? null;
  if (
    (code !== null && TLS_CODES.has(code)) ||
    /ERR_(CERT|SSL)_/.test(electronCode ?? '') ||
    /certificate/i.test(text)
  ) {
    return { kind: 'tls', detail: (code && SAID[code]) ?? electronCode ?? code ?? firstLine(text) };
  }
  return { kind: 'network', detail: (code && SAID[code]) ?? electronCode ?? code ?? firstLine(text) };
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line === '' ? 'no answer' : line.slice(0, 160);
}
