import { describe, expect, it } from 'vitest';
import { passwordStepEmail } from './password-step.ts';

describe('passwordStepEmail', () => {
  it('takes the address from the navigation state', () => {
    expect(passwordStepEmail('', { email: 'alex@demo.barterbits.ca' })).toBe('alex@demo.barterbits.ca');
  });

  it('takes the address from ?email= (encoded, trimmed and lower-cased)', () => {
    expect(passwordStepEmail('?email=%20Alex%2Btrade%40Demo.BarterBits.ca%20', null)).toBe(
      'alex+trade@demo.barterbits.ca',
    );
  });

  it('prefers the navigation state over the query', () => {
    expect(passwordStepEmail('?email=sam@demo.barterbits.ca', { email: 'alex@demo.barterbits.ca' })).toBe(
      'alex@demo.barterbits.ca',
    );
  });

  it('falls back to the query when the state holds no valid address', () => {
    expect(passwordStepEmail('?email=sam@demo.barterbits.ca', { email: 'not-an-email' })).toBe(
      'sam@demo.barterbits.ca',
    );
    expect(passwordStepEmail('?email=sam@demo.barterbits.ca', { from: '/my-wallet' })).toBe(
      'sam@demo.barterbits.ca',
    );
  });

  it('is null on a direct visit or with an invalid address (the page sends to /sign-in)', () => {
    expect(passwordStepEmail('', null)).toBeNull();
    expect(passwordStepEmail('', undefined)).toBeNull();
    expect(passwordStepEmail('?email=', {})).toBeNull();
    expect(passwordStepEmail('?email=alex', null)).toBeNull();
    expect(passwordStepEmail('?email=a@b', { email: 42 })).toBeNull();
    expect(passwordStepEmail(`?email=${'a'.repeat(250)}@x.ca`, null)).toBeNull();
  });
});
