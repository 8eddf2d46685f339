/** The onboarding feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'onboarding.continue': 'Continuer',
  'onboarding.accountType.label': 'Type de compte',
  'onboarding.accountType.personal': 'Personnel',
  'onboarding.accountType.personalDescription':
    'Échangez vos propres produits et services avec la communauté.',
  'onboarding.accountType.business': 'Entreprise',
  'onboarding.accountType.businessDescription':
    'Échangez au nom de votre entreprise et soyez trouvé par ses catégories.',
  'onboarding.personal.form': 'Profil personnel',
  'onboarding.business.form': 'Coordonnées de l’entreprise',
  'onboarding.business.name': 'Nom de l’entreprise',
  'onboarding.business.website': 'Site Web',
  'onboarding.business.description': 'Description',
  'onboarding.business.phone': 'Téléphone de l’entreprise',
  'onboarding.business.contact': 'Personne-ressource',
  'onboarding.categories.heading': 'Choisissez les catégories de votre entreprise',
  'onboarding.categories.lead':
    'Les membres trouvent les entreprises par ces catégories. Choisissez jusqu’à {max} catégories ou sous-catégories.',
  'onboarding.categories.count': 'Sélection\u00a0: {count} sur {max}',
  'onboarding.categories.min': 'Veuillez choisir au moins une catégorie.',
  'onboarding.confirmCategories.heading': 'Confirmez vos catégories',
  'onboarding.confirmCategories.list': 'Catégories choisies',
  'onboarding.confirmCategories.edit': 'Modifier',
  'onboarding.pledge.heading': 'Notre engagement communautaire',
  'onboarding.pledge.accept': 'Je m’engage',
  'onboarding.pledge.required': 'Veuillez accepter l’engagement pour continuer.',
  'onboarding.review.heading': 'Vérifier et soumettre',
  'onboarding.review.business': 'Entreprise',
  'onboarding.review.categories': 'Catégories',
  'onboarding.review.list': 'Catégories à soumettre',
  'onboarding.review.pledged': 'Vous avez pris l’engagement communautaire.',
  'onboarding.review.editCategories': 'Modifier les catégories',
  'onboarding.review.submit': 'Soumettre',
} satisfies Translation<typeof en>;
