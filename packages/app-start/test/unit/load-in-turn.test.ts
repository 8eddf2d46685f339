import { describe, expect, it } from 'vitest';
import { loadInTurn } from '../../src/load-in-turn.ts';

describe('loadInTurn', () => {
  it('loads the stages in order, a task apart, each once the one before has loaded', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    await loadInTurn([stage('react'), stage('data'), stage('app')], async () => {
      log.push('next task');
    });
    expect(log).toEqual([
      'start react',
      'end react',
      'next task',
      'start data',
      'end data',
      'next task',
      'start app',
      'end app',
    ]);
  });

  it('passes over a library stage that fails, and fails with the last', async () => {
    const loaded: string[] = [];
    await loadInTurn([() => Promise.reject(new Error('offline')), async () => loaded.push('app')]);
    expect(loaded).toEqual(['app']);
    await expect(
      loadInTurn([async () => loaded.push('react'), () => Promise.reject(new Error('no start'))]),
    ).rejects.toThrow('no start');
  });
});
