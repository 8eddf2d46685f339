/** The live socket's refusal frames in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'live.refusal.tooManyFrames': 'Trop de messages à la fois\u00a0: ralentissez.',
  'live.refusal.cannotWrite': 'Vous ne pouvez pas écrire dans cette conversation.',
  'live.refusal.internal': 'Une erreur s’est produite. Veuillez réessayer.',
} satisfies Translation<typeof en>;
