/** The lockable modules' names and descriptions in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'maintenance.moduleName.offers': 'Offres',
  'maintenance.moduleName.wallet': 'Portefeuille',
  'maintenance.moduleName.barter': 'Troc',
  'maintenance.moduleName.gifts': 'Cadeaux',
  'maintenance.moduleName.reviews': 'Avis',
  'maintenance.moduleName.chat': 'Clavardage',
  'maintenance.moduleName.members': 'Membres',
  'maintenance.moduleName.referrals': 'Parrainages',
  'maintenance.moduleName.membership': 'Abonnement',
  'maintenance.moduleName.feedback': 'Commentaires',
  'maintenance.moduleDescription.offers': 'Créer, modifier et rechercher des offres.',
  'maintenance.moduleDescription.wallet': 'Chargement de BITS, relevés et mouvements du portefeuille.',
  'maintenance.moduleDescription.barter': 'Les demandes de troc et leurs décisions.',
  'maintenance.moduleDescription.gifts': 'Envoyer et réclamer des cadeaux de BITS.',
  'maintenance.moduleDescription.reviews': 'Rédiger des avis, y répondre et voter.',
  'maintenance.moduleDescription.chat': 'Les conversations et les groupes.',
  'maintenance.moduleDescription.members': 'Trouver des membres et leurs profils.',
  'maintenance.moduleDescription.referrals': 'Les invitations et les récompenses de parrainage.',
  'maintenance.moduleDescription.membership': 'Les abonnements et les cartes de paiement.',
  'maintenance.moduleDescription.feedback': 'Envoyer des commentaires et signaler des problèmes.',
} satisfies Translation<typeof en>;
