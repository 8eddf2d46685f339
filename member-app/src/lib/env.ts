/**
 * Run-time environment of the member app. The Vite mode is the environment: `development` (vite dev),
 * `stage` (`vite build --mode stage`) and `production` (the default build). Anything else counts as production.
 */
export const APP_ENVIRONMENTS = ['development', 'stage', 'production'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export const toAppEnvironment = (mode: string | undefined): AppEnvironment =>
  (APP_ENVIRONMENTS as readonly string[]).includes(mode ?? '') ? (mode as AppEnvironment) : 'production';

export const APP_ENV: AppEnvironment = toAppEnvironment(import.meta.env.MODE);

type ConsoleLike = Pick<Console, 'log' | 'warn'>;

const noop = () => {};

/**
 * Outside development, `console.log` and `console.warn` are silenced (errors still reach the console).
 * Returns true when the console was silenced.
 */
export const silenceConsole = (env: AppEnvironment, target: ConsoleLike = console): boolean => {
  if (env === 'development') return false;
  target.log = noop;
  target.warn = noop;
  return true;
};
