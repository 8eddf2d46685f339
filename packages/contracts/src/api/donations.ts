/** Donations to the Community Fund (issue 15, spec §2 /donate). Filled in by the donate work. */
export const donationsEndpoints = {} as const;
