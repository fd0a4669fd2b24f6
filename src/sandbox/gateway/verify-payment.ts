// Verifies an x402 `exact` payment for real, in the order the reference facilitator uses (service-facts.md 6.6):
// the chosen requirement must be ours verbatim, the EIP-3009 TransferWithAuthorization must carry a valid EIP-712
// signature by `from`, pay our wallet exactly the price, be valid now on the sandbox clock, and use a fresh
// nonce. Failure reasons are the x402 facilitator's strings, so a client can show what went wrong.
import { isAddress, isHex, keccak256, verifyTypedData, type Address, type Hex } from 'viem';
import { CHAIN_ID, NETWORK_V1, decodeHeader, type PaymentRequirements, type X402Version } from './challenge';
import { TRANSFER_WITH_AUTHORIZATION } from '../../shared/reference/eip3009';

/** The authorization must stay valid at least this long after it arrives (time to settle on chain). */
const SETTLEMENT_MARGIN_SECONDS = 6n;

export interface Authorization {
  from: Address;
  to: Address;
  value: bigint;
  validAfter: bigint;
  validBefore: bigint;
  nonce: Hex;
}

export type Verdict =
  | { ok: true; authorization: Authorization; signature: Hex; nonceKey: string; transaction: Hex }
  | { ok: false; reason: string; payer?: string };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** JSON with sorted keys: `accepted` must equal our requirement whatever order its keys come in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const object = record(value);
  if (object === undefined) return JSON.stringify(value);
  const keys = Object.keys(object).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`).join(',')}}`;
}

const uint = (v: unknown): bigint | undefined =>
  typeof v === 'string' && /^[0-9]{1,78}$/.test(v) ? BigInt(v) : undefined;

function readAuthorization(payload: Record<string, unknown> | undefined): Authorization | undefined {
  const auth = record(payload?.authorization);
  if (auth === undefined) return undefined;
  const { from, to, nonce } = auth;
  const value = uint(auth.value);
  const validAfter = uint(auth.validAfter);
  const validBefore = uint(auth.validBefore);
  if (typeof from !== 'string' || !isAddress(from, { strict: false })) return undefined;
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) return undefined;
  if (typeof nonce !== 'string' || !isHex(nonce) || nonce.length !== 66) return undefined;
  if (value === undefined || validAfter === undefined || validBefore === undefined) return undefined;
  return { from, to, value, validAfter, validBefore, nonce };
}

export interface VerifyInput {
  /** The PAYMENT-SIGNATURE or X-PAYMENT header value. */
  header: string;
  /** The version the gateway speaks: a payment in the other one is refused. */
  version: X402Version;
  /** Our requirement, in v2 terms (v1's `maxAmountRequired` is its `amount`). */
  required: PaymentRequirements;
  /** Sandbox clock, unix seconds. */
  nowSeconds: bigint;
  /** `from:nonce` keys already used. */
  usedNonces: ReadonlySet<string>;
}

/** Why a v2 payment's `accepted` is not our requirement, or undefined when it is, verbatim. */
function v2Mismatch(payment: Record<string, unknown>, required: PaymentRequirements): string | undefined {
  const accepted = record(payment.accepted);
  if (accepted?.scheme !== required.scheme) return 'unsupported_scheme';
  if (accepted.network !== required.network) return 'invalid_network';
  if (canonical(accepted) !== canonical(required)) return 'invalid_payment_requirements';
  return undefined;
}

/** Why a v1 payment is not for our requirement: it names the scheme and the v1 network, nothing more. */
function v1Mismatch(payment: Record<string, unknown>, required: PaymentRequirements): string | undefined {
  if (payment.scheme !== required.scheme) return 'unsupported_scheme';
  if (payment.network !== NETWORK_V1) return 'invalid_network';
  return undefined;
}

export async function verifyPayment(input: VerifyInput): Promise<Verdict> {
  const payment = record(decodeHeader(input.header));
  if (payment === undefined) return { ok: false, reason: 'invalid_payload' };
  if (payment.x402Version !== input.version) return { ok: false, reason: 'invalid_x402_version' };
  const mismatch =
    input.version === 1 ? v1Mismatch(payment, input.required) : v2Mismatch(payment, input.required);
  if (mismatch) return { ok: false, reason: mismatch };

  const payload = record(payment.payload);
  const authorization = readAuthorization(payload);
  const signature = payload?.signature;
  if (authorization === undefined || typeof signature !== 'string' || !isHex(signature)) {
    return { ok: false, reason: 'invalid_exact_evm_payload' };
  }
  const payer = authorization.from;
  const signed = await verifyTypedData({
    address: authorization.from,
    domain: {
      name: input.required.extra.name,
      version: input.required.extra.version,
      chainId: CHAIN_ID,
      verifyingContract: input.required.asset,
    },
    types: TRANSFER_WITH_AUTHORIZATION,
    primaryType: 'TransferWithAuthorization',
    message: authorization,
    signature,
  }).catch(() => false);
  if (!signed) return { ok: false, reason: 'invalid_exact_evm_signature', payer };
  if (authorization.to.toLowerCase() !== input.required.payTo.toLowerCase()) {
    return { ok: false, reason: 'invalid_exact_evm_recipient_mismatch', payer };
  }
  if (authorization.validBefore < input.nowSeconds + SETTLEMENT_MARGIN_SECONDS) {
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_valid_before', payer };
  }
  if (authorization.validAfter > input.nowSeconds) {
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_valid_after', payer };
  }
  if (authorization.value !== BigInt(input.required.amount)) {
    return { ok: false, reason: 'invalid_exact_evm_authorization_value', payer };
  }
  const nonceKey = `${payer.toLowerCase()}:${authorization.nonce.toLowerCase()}`;
  if (input.usedNonces.has(nonceKey))
    return { ok: false, reason: 'invalid_exact_evm_nonce_already_used', payer };
  return { ok: true, authorization, signature, nonceKey, transaction: keccak256(signature) };
}
