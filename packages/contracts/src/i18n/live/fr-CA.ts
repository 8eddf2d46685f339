/** The live socket's refusal frames in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'live.refusal.tooManyFrames': 'Trop de messages à la fois\u00a0: ralentissez.',
  'live.refusal.cannotWrite': 'Vous ne pouvez pas écrire dans cette conversation.',
  'live.refusal.internal': 'Une erreur s’est produite. Veuillez réessayer.',
  'live.system.created': '{name} a créé le groupe «\u00a0{group}\u00a0».',
  'live.system.added': '{name} a ajouté {names}.',
  'live.system.left': '{name} a quitté le groupe.',
  'live.system.removed': '{name} a été retiré du groupe.',
  'live.system.frozen': '{name} a gelé le groupe\u00a0: seuls les opérateurs peuvent envoyer des messages.',
  'live.system.unfrozen': '{name} a dégelé le groupe.',
  'live.system.teamFrozen':
    'Notre équipe a gelé cette conversation\u00a0: seuls les opérateurs peuvent envoyer des messages.',
  'live.system.teamUnfrozen': 'Notre équipe a dégelé cette conversation.',
} satisfies Translation<typeof en>;
