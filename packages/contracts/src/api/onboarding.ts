/** onboarding calls (issue 3). */
import type { EndpointDef } from '../endpoint-def.ts';

export const onboardingEndpoints = {} as const satisfies Record<string, EndpointDef>;
