/**
 * The console's own words in French (Quebec: courriel, « » and the non-breaking spaces of
 * docs/i18n-glossary.md), the same keys and values as en-CA.ts. Fetched only when the console reads in
 * French (provider.ts), with react-admin's French messages.
 */
import login from '../login/i18n/fr-CA.ts';
import type { ConsoleMessages } from './messages.ts';

export default {
  resources: {
    users: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        email: 'Courriel',
        firstName: 'Prénom',
        lastName: 'Nom',
        userName: 'Nom d’utilisateur',
        memberType: 'Type de membre',
        role: 'Rôle',
        status: 'Statut',
        lastLogin: 'Dernière connexion',
        created_at: 'Création',
      },
    },
    'business-categories': { name: 'Catégorie d’entreprise |||| Catégories d’entreprise' },
    offers: { name: 'Offre |||| Offres' },
    'offer-reports': { name: 'Signalement d’offre |||| Signalements d’offres' },
    'wallet-transactions': { name: 'Transaction de portefeuille |||| Transactions de portefeuille' },
    reviews: { name: 'Avis |||| Avis' },
    'reported-reviews': { name: 'Avis signalé |||| Avis signalés' },
    referrals: { name: 'Parrainage |||| Parrainages' },
    'chat-reports': { name: 'Message signalé |||| Messages signalés' },
    'chat-bans': { name: 'Exclusion du clavardage |||| Exclusions du clavardage' },
    feedback: { name: 'Commentaire |||| Commentaires' },
    'admin-accounts': { name: 'Compte administrateur |||| Comptes administrateurs' },
  },
  console: {
    title: 'Console BarterBits',
    login,
    menu: {
      pledge: 'Engagement',
      maintenance: 'Maintenance',
      myProfile: 'Mon profil',
      role: 'Rôle\u00a0: %{role}',
      noRole: 'Aucun rôle actif',
      feedbackUnanswered: 'Commentaires, %{count} sans réponse',
    },
    notAllowed: {
      title: 'Accès refusé',
      text: 'Votre rôle d’administrateur ne permet pas d’ouvrir cette page. Demandez l’accès à un super administrateur au besoin.',
    },
    users: {
      title: 'Utilisateurs',
      never: 'Jamais',
      status: { ACTIVE: 'Actif', SUSPENDED: 'Suspendu', DEACTIVATED: 'Désactivé' },
      memberType: { CUSTOMER_PERSONAL: 'Particulier', CUSTOMER_BUSINESS: 'Entreprise' },
      role: { ADMIN: 'Administrateur', MEMBER: 'Membre' },
      staff: 'Personnel',
    },
    dashboard: {
      title: 'Tableau de bord',
      heading: 'Tableau de bord du marché',
      loading: 'Chargement du tableau de bord',
      loadingFigures: 'Chargement des chiffres',
      keyFigures: 'Chiffres clés',
      offersByStatus: 'Offres par statut',
      offersByCategory: 'Offres par catégorie',
      daily: 'Activité quotidienne',
      funnel: 'Entonnoir',
      supplyDemand: 'Offre et demande par catégorie',
      unmetSearches: 'Recherches sans résultat',
      noUnmetSearch: 'Aucune recherche n’est restée sans résultat pendant cette période.',
      balances: 'Concentration des soldes',
      noBalance: 'Aucun membre ne détient encore de BITS™.',
      invalidRange: 'Choisissez une période valide pour voir les chiffres\u00a0: %{error}',
      figures: 'Les chiffres',
      charts: 'Les graphiques',
      range: 'Du %{from} au %{to} (%{days}, heure de %{timeZone})',
      days: '%{smart_count} jour |||| %{smart_count} jours',
    },
  },
} satisfies ConsoleMessages;
