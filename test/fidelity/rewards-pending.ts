/**
 * Bridged families whose reward still differs from RLVE-Gym's on some fixture row, without a declared
 * reason: their files belong to other work in progress (issue 27's ladder fixes), so the difference is
 * listed here rather than fixed. The list may only shrink: test/fidelity/rewards.test.ts fails when a
 * listed family matches on every row.
 */
export const REWARD_PENDING: ReadonlySet<string> = new Set<string>([]);
