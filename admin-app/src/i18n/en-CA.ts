/**
 * The console's own words in English, in react-admin's message format (polyglot: `%{name}` for a value,
 * `singular |||| plural` with `smart_count`), merged over react-admin's English messages by provider.ts.
 * `resources.<name>.name` names a resource (menu, titles), `resources.<name>.fields.<field>` labels a
 * field wherever react-admin shows it (columns, inputs, filters). `console.*` are the console's screens.
 * The English is the console's text letter for letter. The French pair (fr-CA.ts) has the same keys and
 * values (i18n/catalogs.test.ts); it is fetched only when the console reads in French.
 */

import adminAccounts from '../admin-accounts/i18n/en-CA.ts';
import businessCategories from '../business-categories/i18n/en-CA.ts';
import chatBans from '../chat-bans/i18n/en-CA.ts';
import chatReports from '../chat-reports/i18n/en-CA.ts';
import feedback from '../feedback/i18n/en-CA.ts';
import login from '../login/i18n/en-CA.ts';
import maintenance from '../maintenance/i18n/en-CA.ts';
import offerReports from '../offer-reports/i18n/en-CA.ts';
import offers from '../offers/i18n/en-CA.ts';
import onboarding from '../onboarding/i18n/en-CA.ts';
import pledge from '../pledge/i18n/en-CA.ts';
import referrals from '../referrals/i18n/en-CA.ts';
import reportedReviews from '../reported-reviews/i18n/en-CA.ts';
import reviews from '../reviews/i18n/en-CA.ts';
import walletTransactions from '../wallet-transactions/i18n/en-CA.ts';

export default {
  resources: {
    users: {
      show: {
        email: 'Email',
        status: 'Status',
        role: 'Role',
        memberType: 'Member type',
        signInMethod: 'Sign-in method',
        subscription: 'Subscription',
        onboardingStage: 'Onboarding stage',
        lastLogin: 'Last login',
        created: 'Created',
        firstName: 'First name',
        lastName: 'Last name',
        username: 'Username',
        mobileNumber: 'Mobile number',
        address: 'Address',
        bio: 'Bio',
        businessName: 'Business name',
        website: 'Website',
        businessPhone: 'Business phone',
        businessAddress: 'Business address',
        description: 'Description',
        account: 'Account',
        profile: 'Profile',
        business: 'Business',
      },
      name: 'User |||| Users',
      fields: {
        email: 'Email',
        firstName: 'First name',
        lastName: 'Last name',
        userName: 'Username',
        memberType: 'Member type',
        role: 'Role',
        status: 'Status',
        lastLogin: 'Last login',
        created_at: 'Created',
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
    title: 'BarterBits Admin',
    login,
    pledge,
    maintenance,
    onboarding,
    common: {
      member: 'Member',
      reason: 'Reason',
      cancel: 'Cancel',
      close: 'Close',
      memberHint: 'Search by name or e-mail.',
      noMember: 'No member matches.',
      membersFailed: 'The members could not be loaded.',
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
      pledge: 'Pledge',
      maintenance: 'Maintenance',
      myProfile: 'My profile',
      role: 'Role: %{role}',
      noRole: 'No active role',
      feedbackUnanswered: 'Feedback, %{count} unanswered',
    },
    notAllowed: {
      title: 'Not allowed',
      text: 'Your admin role cannot open this page. Ask a super admin if you need access.',
    },
    users: {
      title: 'Users',
      never: 'Never',
      status: { ACTIVE: 'Active', SUSPENDED: 'Suspended', DEACTIVATED: 'Deactivated' },
      memberType: { CUSTOMER_PERSONAL: 'Personal', CUSTOMER_BUSINESS: 'Business' },
      role: { ADMIN: 'Admin', MEMBER: 'Member' },
      staff: 'Staff',
    },
    dashboard: {
      title: 'Dashboard',
      heading: 'Marketplace dashboard',
      loading: 'Loading the dashboard',
      loadingFigures: 'Loading the figures',
      keyFigures: 'Key figures',
      offersByStatus: 'Offers by status',
      offersByCategory: 'Offers by category',
      daily: 'Daily activity',
      funnel: 'Funnel',
      supplyDemand: 'Supply and demand per category',
      unmetSearches: 'Searches that found nothing',
      noUnmetSearch: 'No search came back empty in this range.',
      balances: 'Balance concentration',
      noBalance: 'No member holds BITS yet.',
      invalidRange: 'Choose a valid date range to see the figures: %{error}',
      figures: 'The figures',
      charts: 'The charts',
      range: '%{from} – %{to} (%{days}, %{timeZone} time)',
      days: '%{smart_count} day |||| %{smart_count} days',
      cards: {
        members: 'Members',
        newInRange: 'New in range',
        activeTraders: 'Active traders',
        notTrading: 'Not trading',
        viewMembers: 'View members',
        offers: 'Offers',
        createdInRange: 'Created in range',
        viewOffers: 'View offers',
        bitsLoaded: 'BITS loaded',
        loads: 'Loads',
        viewWallet: 'View wallet transactions',
        gmv: 'Barter volume (GMV)',
        trades: 'Trades',
        averageTrade: 'Average trade',
        gifts: 'Gifts',
        gifted: 'Gifted',
        claimed: 'Claimed',
        refundRate: 'Refund rate',
        tradeRefundRate: 'Trade refund rate',
        refundedTrades: 'Refunded trades',
        refunded: 'Refunded',
        loadRefundRate: 'Card load refund rate',
        openReports: 'Open reports',
        reviews: 'Reviews',
        chatMessages: 'Chat messages',
        offerReports: 'Offer reports',
        reportedReviews: 'Reported reviews',
        reportedMessages: 'Reported messages',
        unansweredFeedback: 'Unanswered feedback',
        viewUnanswered: 'View unanswered feedback',
      },
      rangeChoice: {
        'last-7-days': 'Last 7 days',
        'last-30-days': 'Last 30 days',
        'last-90-days': 'Last 90 days',
        'this-month': 'This month',
        custom: 'Custom range',
      },
      rangeOf: 'Range of the figures',
      dateRange: 'Date range',
      from: 'From',
      to: 'To',
      apply: 'Apply',
    },
  },
};
