import type { Invoke } from '../call.ts';

/** Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public member profiles (issue 12). One typed function per endpoint. */
export const membersApi = (_invoke: Invoke) => ({});
