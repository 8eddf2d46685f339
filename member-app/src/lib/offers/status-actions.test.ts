import { describe, expect, it } from 'vitest';
import { isEditable, statusActions } from './status-actions.ts';

describe('owner status actions', () => {
  it('follow the member rows of the transition table', () => {
    expect(statusActions('DRAFT').map((a) => a.label)).toEqual(['Publish', 'Delete']);
    expect(statusActions('ACTIVE').map((a) => a.label)).toEqual(['Pause', 'Archive', 'Delete']);
    expect(statusActions('PAUSED').map((a) => a.label)).toEqual(['Activate', 'Archive', 'Delete']);
    expect(statusActions('ARCHIVE').map((a) => a.label)).toEqual(['Relist', 'Delete']);
    expect(statusActions('DISABLED')).toEqual([]);
    expect(statusActions('DELETE')).toEqual([]);
    expect(statusActions('ACTIVE').find((a) => a.to === 'DELETE')?.confirm).toBe(true);
  });

  it('allows editing until deleted or disabled', () => {
    expect(isEditable('PAUSED')).toBe(true);
    expect(isEditable('DISABLED')).toBe(false);
    expect(isEditable('DELETE')).toBe(false);
  });
});
