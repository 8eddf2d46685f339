/** The API's success messages in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'responses.auth.signedOut': 'Vous êtes déconnecté.',
  'responses.pinLocation.linkValid': 'Le lien est valide.',
  'responses.membership.cardSaved': 'Carte enregistrée.',
  'responses.membership.defaultCardUpdated': 'Carte par défaut mise à jour.',
  'responses.membership.cardRemoved': 'Carte retirée.',
  'responses.membership.welcome': 'Bienvenue\u00a0! Votre abonnement est actif.',
  'responses.membership.renewed': 'Votre abonnement a été renouvelé.',
  'responses.membership.cancelled': 'Votre abonnement a été annulé.',
} satisfies Translation<typeof en>;
