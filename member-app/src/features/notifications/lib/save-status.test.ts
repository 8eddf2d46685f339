import { describe, expect, it } from 'vitest';
import { saveStatusText, toggleErrorMessage } from './save-status.ts';

describe('saveStatusText', () => {
  it('says Saving… while a change is on its way, then Saved', () => {
    expect(saveStatusText(0, 'none')).toBe('');
    expect(saveStatusText(2, 'saved')).toBe('Saving…');
    expect(saveStatusText(0, 'saved')).toBe('Saved');
    expect(saveStatusText(0, 'failed')).toBe('');
  });
});

describe('toggleErrorMessage', () => {
  it('names the switch and gives the reason', () => {
    expect(toggleErrorMessage({ group: 'GIFTS', channel: 'EMAIL' }, 'Network Error')).toBe(
      'E-mail for Gifts was not changed: Network Error',
    );
  });
});
