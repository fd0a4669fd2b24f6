import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import type { Say } from './envelope';

// Is this text an address on that chain? Checked before a wallet is followed (renderer, as the user types, and
// main, in the wallet:add contract), so "not-an-address" never becomes a wallet whose every read fails with 400.
// Families the app knows are checked in full, checksums included; a chain it does not know gets basic sanity only,
// because the service lists more chains than any table here.

export type ChainFamily = 'evm' | 'bitcoin' | 'solana' | 'other';
/** A refusal says what is wrong in English (`message`, main's words) and as a catalogue message (`say`, the screen's). */
export type WalletAddressCheck = { ok: true; family: ChainFamily } | { ok: false; message: string; say: Say };

/** Connection ids of EVM chains (the service's /wallet/blockchains); others may be EVM too, see checkWalletAddress. */
const EVM_CHAINS = new Set([
  'ethereum',
  'binancesmartchain',
  'bsc',
  'polygon',
  'polygon-pos',
  'arbitrum',
  'arbitrum-one',
  'arbitrum-nova',
  'base',
  'avalanche',
  'avalanche-c',
  'optimism',
  'fantom',
  'gnosis',
  'xdai',
  'linea',
  'zksync',
  'zksync-era',
  'scroll',
  'blast',
  'mantle',
  'celo',
  'cronos',
  'moonbeam',
  'moonriver',
  'aurora',
  'harmony',
  'kava',
  'metis',
  'boba',
  'polygon-zkevm',
  'opbnb',
  'sonic',
  'berachain',
  'unichain',
  'abstract',
  'sei-evm',
  'hyperevm',
]);

export function chainFamily(connectionId: string): ChainFamily {
  const id = connectionId.toLowerCase();
  if (EVM_CHAINS.has(id)) return 'evm';
  if (id === 'bitcoin') return 'bitcoin';
  if (id === 'solana') return 'solana';
  return 'other';
}

const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** `chainName` is what the message calls the chain ("Ethereum"); the connection id by default. */
export function checkWalletAddress(
  address: string,
  connectionId: string,
  chainName: string = connectionId,
): WalletAddressCheck {
  const text = address.trim();
  const family = chainFamily(connectionId);
  const problem = (message: string, say: Say): WalletAddressCheck => ({ ok: false, message, say });
  const typo = () =>
    problem('This address has a typo: its mixed upper and lower case letters do not match its checksum.', {
      id: 'wallets.addressTypo',
    });
  if (family === 'evm') {
    if (!EVM_SHAPE.test(text))
      return problem(`An address on ${chainName} starts with 0x, then 40 letters a–f and digits.`, {
        id: 'wallets.addressEvm',
        values: { chain: chainName },
      });
    return checksumHolds(text) ? { ok: true, family } : typo();
  }
  if (family === 'bitcoin') {
    return isBitcoinAddress(text)
      ? { ok: true, family }
      : problem('Not a Bitcoin address: it starts with 1, 3 or bc1 and its checksum must match.', {
          id: 'wallets.addressBitcoin',
        });
  }
  if (family === 'solana') {
    return base58Decode(text)?.length === 32
      ? { ok: true, family }
      : problem('Not a Solana address: it is 32 bytes written in base58 (32 to 44 letters and digits).', {
          id: 'wallets.addressSolana',
        });
  }
  if (text.length < 4 || text.length > 200 || !/^[A-Za-z0-9:._-]+$/.test(text)) {
    return problem('Not a wallet address: use the letters, digits and separators of the address itself.', {
      id: 'wallets.addressShape',
    });
  }
  // An EVM-looking address on a chain not in the table still gets its checksum checked: a typo is a typo.
  if (EVM_SHAPE.test(text) && !checksumHolds(text)) return typo();
  return { ok: true, family };
}

/**
 * EIP-55: in an address written in mixed case, each letter is upper case exactly where the keccak-256 digest of
 * the lower-case address has a nibble of 8 or more. All lower or all upper case carries no checksum. (The hash
 * library is the small one viem itself uses, so the main process does not load viem at start.)
 */
function checksumHolds(address: string): boolean {
  const hex = address.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const digest = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex[i] ?? '';
    if (char >= '0' && char <= '9') continue;
    const nibble = ((digest[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    if (nibble >= 8 !== (char !== char.toLowerCase())) return false;
  }
  return true;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes of a base58 text, leading zero bytes kept; null when a character is not base58. */
export function base58Decode(text: string): Uint8Array | null {
  if (text === '' || text.length > 100) return null;
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i += 1) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

function isBitcoinAddress(text: string): boolean {
  if (/^bc1/i.test(text)) return isSegwitAddress(text);
  const bytes = base58Decode(text);
  // Version byte 0x00 (P2PKH, "1...") or 0x05 (P2SH, "3..."), a 20-byte hash, and 4 bytes of double-SHA-256.
  if (!bytes || bytes.length !== 25 || (bytes[0] !== 0x00 && bytes[0] !== 0x05)) return false;
  const body = bytes.slice(0, 21);
  const check = sha256(sha256(body));
  return [0, 1, 2, 3].every((i) => check[i] === bytes[21 + i]);
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

/** BIP-173 (witness v0, bech32) and BIP-350 (v1 and later, bech32m) on mainnet. */
function isSegwitAddress(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  if (lower.length < 14 || lower.length > 90) return false;
  const data: number[] = [];
  for (const char of lower.slice(3)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return false;
    data.push(value);
  }
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31), ...data];
  const version = data[0];
  if (version === undefined || version > 16) return false;
  const constant = version === 0 ? 1 : 0x2bc830a3;
  if (polymod(expanded) !== constant) return false;
  // The program: 5-bit groups back to bytes; v0 programs are 20 or 32 bytes, later ones 2 to 40.
  const programBits = (data.length - 7) * 5;
  const programBytes = Math.floor(programBits / 8);
  if (version === 0) return programBytes === 20 || programBytes === 32;
  return programBytes >= 2 && programBytes <= 40;
}
