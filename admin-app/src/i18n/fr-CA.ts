/**
 * The console's own words in French (Quebec: courriel, « » and the non-breaking spaces of
 * docs/i18n-glossary.md), the same keys and values as en-CA.ts. Fetched only when the console reads in
 * French (provider.ts), with react-admin's French messages.
 */

import adminAccounts from '../admin-accounts/i18n/fr-CA.ts';
import businessCategories from '../business-categories/i18n/fr-CA.ts';
import chatBans from '../chat-bans/i18n/fr-CA.ts';
import chatReports from '../chat-reports/i18n/fr-CA.ts';
import feedback from '../feedback/i18n/fr-CA.ts';
import login from '../login/i18n/fr-CA.ts';
import maintenance from '../maintenance/i18n/fr-CA.ts';
import offerReports from '../offer-reports/i18n/fr-CA.ts';
import offers from '../offers/i18n/fr-CA.ts';
import onboarding from '../onboarding/i18n/fr-CA.ts';
import pledge from '../pledge/i18n/fr-CA.ts';
import referrals from '../referrals/i18n/fr-CA.ts';
import reportedReviews from '../reported-reviews/i18n/fr-CA.ts';
import reviews from '../reviews/i18n/fr-CA.ts';
import walletTransactions from '../wallet-transactions/i18n/fr-CA.ts';
import type { ConsoleMessages } from './messages.ts';

export default {
  resources: {
    users: {
      show: {
        email: 'Courriel',
        status: 'Statut',
        role: 'Rôle',
        memberType: 'Type de membre',
        signInMethod: 'Méthode de connexion',
        subscription: 'Abonnement',
        onboardingStage: 'Étape d’accueil',
        lastLogin: 'Dernière connexion',
        created: 'Création',
        firstName: 'Prénom',
        lastName: 'Nom',
        username: 'Nom d’utilisateur',
        mobileNumber: 'Numéro de cellulaire',
        address: 'Adresse',
        bio: 'Biographie',
        businessName: 'Nom de l’entreprise',
        website: 'Site Web',
        businessPhone: 'Téléphone de l’entreprise',
        businessAddress: 'Adresse de l’entreprise',
        description: 'Description',
        account: 'Compte',
        profile: 'Profil',
        business: 'Entreprise',
      },
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
    'business-categories': businessCategories.resource,
    offers: offers.resource,
    'offer-reports': offerReports.resource,
    'wallet-transactions': walletTransactions.resource,
    reviews: reviews.resource,
    'reported-reviews': reportedReviews.resource,
    referrals: referrals.resource,
    'chat-reports': chatReports.resource,
    'chat-bans': chatBans.resource,
    feedback: feedback.resource,
    'admin-accounts': adminAccounts.resource,
  },
  console: {
    title: 'Console BarterBits',
    login,
    pledge,
    maintenance,
    onboarding,
    common: {
      member: 'Membre',
      reason: 'Raison',
      cancel: 'Annuler',
      close: 'Fermer',
      memberHint: 'Recherchez par nom ou par courriel.',
      noMember: 'Aucun membre ne correspond.',
      membersFailed: 'Les membres n’ont pas pu être chargés.',
    },
    'business-categories': businessCategories.screens,
    offers: offers.screens,
    'offer-reports': offerReports.screens,
    'wallet-transactions': walletTransactions.screens,
    reviews: reviews.screens,
    'reported-reviews': reportedReviews.screens,
    referrals: referrals.screens,
    'chat-reports': chatReports.screens,
    'chat-bans': chatBans.screens,
    feedback: feedback.screens,
    'admin-accounts': adminAccounts.screens,
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
      cards: {
        members: 'Membres',
        newInRange: 'Nouveaux pendant la période',
        activeTraders: 'Membres qui troquent',
        notTrading: 'Sans troc',
        viewMembers: 'Voir les membres',
        offers: 'Offres',
        createdInRange: 'Créées pendant la période',
        viewOffers: 'Voir les offres',
        bitsLoaded: 'BITS™ chargés',
        loads: 'Chargements',
        viewWallet: 'Voir les transactions de portefeuille',
        gmv: 'Volume de troc (VBM)',
        trades: 'Trocs',
        averageTrade: 'Troc moyen',
        gifts: 'Cadeaux',
        gifted: 'Donnés',
        claimed: 'Réclamés',
        refundRate: 'Taux de remboursement',
        tradeRefundRate: 'Taux de remboursement des trocs',
        refundedTrades: 'Trocs remboursés',
        refunded: 'Remboursé',
        loadRefundRate: 'Taux de remboursement des chargements par carte',
        openReports: 'Signalements ouverts',
        reviews: 'Avis',
        chatMessages: 'Messages de clavardage',
        offerReports: 'Signalements d’offres',
        reportedReviews: 'Avis signalés',
        reportedMessages: 'Messages signalés',
        unansweredFeedback: 'Commentaires sans réponse',
        viewUnanswered: 'Voir les commentaires sans réponse',
      },
      rangeChoice: {
        'last-7-days': '7 derniers jours',
        'last-30-days': '30 derniers jours',
        'last-90-days': '90 derniers jours',
        'this-month': 'Ce mois-ci',
        custom: 'Période personnalisée',
      },
      rangeOf: 'Période des chiffres',
      dateRange: 'Période',
      from: 'Du',
      to: 'Au',
      apply: 'Appliquer',
    },
  },
} satisfies ConsoleMessages;
