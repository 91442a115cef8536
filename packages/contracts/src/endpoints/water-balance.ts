// Filled from the spec's section 7; see platform.ts for the conventions.
export const waterBalanceEndpoints = [] as const;
