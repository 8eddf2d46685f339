import type { Challenge } from 'altcha-lib';
import { useEffect, useRef, useState } from 'react';
import { getFeedbackChallenge } from '../api/get-challenge.ts';
import { encodePowPayload, type PowProgress, solveProofOfWork } from './proof-of-work.ts';

/**
 * The visitor's proof of work: `run()` fetches a fresh challenge (each is accepted once), solves it off
 * the main thread and resolves to the x-altcha payload. `progress` is non-null while it runs; leaving
 * the page stops the work.
 */
export function useProofOfWork() {
  const [progress, setProgress] = useState<PowProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = async (): Promise<string> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ attempts: 0, fraction: 0 });
    try {
      const challenge: Challenge = await getFeedbackChallenge();
      const solution = await solveProofOfWork(challenge, { onProgress: setProgress, signal: current.signal });
      return encodePowPayload(challenge, solution);
    } finally {
      if (controller.current === current) setProgress(null);
    }
  };

  return { progress, running: progress !== null, run };
}
