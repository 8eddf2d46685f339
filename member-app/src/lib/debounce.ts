/**
 * Leading-edge debounce: the first call runs at once, later calls are ignored until `ms` milliseconds
 * pass without a call (each ignored call restarts the wait). Used for the logo click (700 ms).
 */
export const debounceLeading = <A extends unknown[]>(fn: (...args: A) => void, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    const idle = timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
    }, ms);
    if (idle) fn(...args);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
};
