/** Imported first by main.tsx: silences console log and warn outside development before anything else runs. */
import { APP_ENV, silenceConsole } from './env.ts';

silenceConsole(APP_ENV);
