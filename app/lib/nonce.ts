/**
 * Pages render with this placeholder as their script nonce; the server swaps in a fresh random
 * nonce for every response, so a cached page never reuses one.
 */
export const noncePlaceholder = "cspnonceplaceholder00";
