import { describe, expect, it, vi } from 'vitest';
import {
  createMembershipsProvider,
  MEMBERSHIPS_RESOURCE,
  refundChargeAttempt,
} from './membershipsDataProvider.ts';

describe('memberships data provider: refunds', () => {
  it('sends the trimmed reason with the attempt’s own key, and answers the charge and the server’s words', async () => {
    const charge = { id: 'c1', status: 'REFUNDED' };
    const api = {
      getMembershipDetails: vi.fn(),
      adminRefundMembershipCharge: vi.fn(async () => ({ data: charge, message: 'Refunded.' })),
    };
    const dp = createMembershipsProvider(api as never);
    const attempt = refundChargeAttempt('c1', '  Charged twice  ');
    expect(attempt.idempotencyKey).not.toBe(refundChargeAttempt('c1', 'x').idempotencyKey);
    expect(await dp.refundMembershipCharge(MEMBERSHIPS_RESOURCE, attempt)).toEqual({
      data: charge,
      message: 'Refunded.',
    });
    expect(api.adminRefundMembershipCharge).toHaveBeenCalledWith(
      'c1',
      { reason: 'Charged twice' },
      attempt.idempotencyKey,
    );
  });
});
