/**
 * The proof-of-work solver, off the page's main thread: solves the challenge it is sent and posts
 * progress (attempts), then the solution (null on timeout) or an error.
 */
import { type PowWorkerMessage, type PowWorkerRequest, solveHere } from './pow-solver.ts';

const post = (message: PowWorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<PowWorkerRequest>) => {
  if (event.data.type !== 'solve') return;
  try {
    const solution = await solveHere(event.data.challenge, {
      onAttempts: (attempts) => post({ type: 'progress', attempts }),
    });
    post({ type: 'done', solution });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
