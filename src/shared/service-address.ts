// The "Service address": the base URL every API request is sent to, version segment included
// (https://openapiv1.coinstats.app, or a local sandbox at http://127.0.0.1:8787/v1). The same rule holds in
// Settings (renderer and main) and for the web host's --api-base-url (and its --gateway-base-url), so it lives
// here, free of Node and DOM.

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/** Which address is checked, for the messages: an example of one, and what would cross the network in the clear. */
export interface AddressKind {
  example: string;
  carries: string;
}

const SERVICE_ADDRESS: AddressKind = { example: 'https://openapiv1.coinstats.app', carries: 'your API key' };
/** The pay-per-request gateway's address (the web host's --gateway-base-url) follows the same rule. */
export const GATEWAY_ADDRESS: AddressKind = {
  example: 'https://x402.coinstats.app',
  carries: 'your signed payments and the session cookie',
};

/** Hosts where plain http is acceptable: the traffic never leaves the machine. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/**
 * Accepts an https address, or http on loopback only (the API key travels in a header, and a gateway payment and
 * its session cookie likewise, so they must not cross a network in the clear). Returns the address without a
 * trailing slash, since request paths are appended to it.
 */
export function checkServiceAddress(text: string, kind: AddressKind = SERVICE_ADDRESS): AddressCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter an address such as ${kind.example}.` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {
      ok: false,
      message: `"${shorten(trimmed)}" is not an address. Enter one such as ${kind.example}.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `The address must start with https://, not ${url.protocol}//.` };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      message:
        `The address must use https:// (${kind.carries} would otherwise cross the network unencrypted). ` +
        'Plain http:// is allowed only on this computer: 127.0.0.1, ::1 or localhost.',
    };
  }
  // A user name or password in the address would be stored in settings and shown on screen: refuse it.
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The address may not contain a user name or password.' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, message: 'The address may not contain a query (?...) or a fragment (#...).' };
  }
  return { ok: true, address: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The other form of an address: with `/v1` when it has none, without when it ends in it. */
export function otherVersionForm(address: string): string {
  return /\/v1$/i.test(address) ? address.replace(/\/v1$/i, '') : `${address}/v1`;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
