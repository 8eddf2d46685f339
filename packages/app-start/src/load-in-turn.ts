/** The browser's next task: after the current one and whatever it queued ahead (a paint, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads an app's start in stages, each evaluated in a task of its own: importing a module evaluates all of
 * its chunk's code at once, and an app's start of a megabyte of script evaluated in one go held a phone's
 * main thread for a third of a second (Lighthouse's blocking time). Each stage is a module of one of the
 * app's library chunks (its code already downloading through the page's preloads), the last one the app's
 * start itself. A stage that fails to load is passed over: the start, which needs it, fails the way it
 * would have alone.
 */
export async function loadInTurn(
  stages: readonly (() => Promise<unknown>)[],
  next: () => Promise<void> = nextTask,
): Promise<void> {
  const last = stages.length - 1;
  for (const [i, stage] of stages.entries()) {
    if (i > 0) await next();
    if (i === last) await stage();
    else await stage().catch(() => undefined);
  }
}
