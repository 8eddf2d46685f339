import type { TUserListItem } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { toCsvRow } from './usersCsv.ts';

const row: TUserListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'maple@demo.barterbits.ca',
  role: 'MEMBER',
  status: 'SUSPENDED',
  statusId: 2,
  authMethod: 'Custom',
  memberType: 'CUSTOMER_BUSINESS',
  firstName: 'Maple',
  lastName: null,
  userName: 'maple1',
  mobileNumber: null,
  businessName: 'Maple Leaf Bakery',
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  lastLogin: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('toCsvRow', () => {
  it('keeps the columns in header order with readable labels and empty cells for missing values', () => {
    const csv = toCsvRow(row);
    expect(Object.keys(csv)).toEqual([
      'id',
      'email',
      'firstName',
      'lastName',
      'userName',
      'role',
      'memberType',
      'businessName',
      'status',
      'lastLogin',
      'createdAt',
    ]);
    expect(csv).toMatchObject({ lastName: '', memberType: 'Business', status: 'Suspended', lastLogin: '' });
  });
});
