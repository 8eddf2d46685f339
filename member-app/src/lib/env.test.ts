import { describe, expect, it, vi } from 'vitest';
import { silenceConsole, toAppEnvironment } from './env.ts';

describe('toAppEnvironment', () => {
  it('keeps the three known modes', () => {
    expect(toAppEnvironment('development')).toBe('development');
    expect(toAppEnvironment('stage')).toBe('stage');
    expect(toAppEnvironment('production')).toBe('production');
  });

  it('treats an unknown or missing mode as production', () => {
    expect(toAppEnvironment('test')).toBe('production');
    expect(toAppEnvironment(undefined)).toBe('production');
  });
});

describe('silenceConsole', () => {
  const fakeConsole = () => ({ log: vi.fn(), warn: vi.fn() });

  it('leaves the console alone in development', () => {
    const target = fakeConsole();
    const { log, warn } = target;
    expect(silenceConsole('development', target)).toBe(false);
    target.log('hello');
    target.warn('careful');
    expect(target.log).toBe(log);
    expect(target.warn).toBe(warn);
    expect(log).toHaveBeenCalledWith('hello');
    expect(warn).toHaveBeenCalledWith('careful');
  });

  it.each(['stage', 'production'] as const)('silences log and warn in %s', (env) => {
    const target = fakeConsole();
    const { log, warn } = target;
    expect(silenceConsole(env, target)).toBe(true);
    target.log('hello');
    target.warn('careful');
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
