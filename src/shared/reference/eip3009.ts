// The EIP-712 types of an EIP-3009 `transferWithAuthorization`, the one message the x402 `exact` EVM scheme signs
// (service-facts.md 6.2-6.6): the app signs with them, the sandbox verifies with them.

export const TRANSFER_WITH_AUTHORIZATION = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;
