/**
 * The console's own words in English, in react-admin's message format (polyglot: `%{name}` for a value,
 * `singular |||| plural` with `smart_count`), merged over react-admin's English messages by provider.ts.
 * `resources.<name>.name` names a resource (menu, titles), `resources.<name>.fields.<field>` labels a
 * field wherever react-admin shows it (columns, inputs, filters). `console.*` are the console's screens.
 * The English is the console's text letter for letter. The French pair (fr-CA.ts) has the same keys and
 * values (i18n/catalogs.test.ts); it is fetched only when the console reads in French.
 */
import login from '../login/i18n/en-CA.ts';

export default {
  resources: {
    users: {
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
    'business-categories': { name: 'Business category |||| Business categories' },
    offers: { name: 'Offer |||| Offers' },
    'offer-reports': { name: 'Offer report |||| Offer reports' },
    'wallet-transactions': { name: 'Wallet transaction |||| Wallet transactions' },
    reviews: { name: 'Review |||| Reviews' },
    'reported-reviews': { name: 'Reported review |||| Reported reviews' },
    referrals: { name: 'Referral |||| Referrals' },
    'chat-reports': { name: 'Reported message |||| Reported messages' },
    'chat-bans': { name: 'Chat ban |||| Chat bans' },
    feedback: { name: 'Feedback |||| Feedback' },
    'admin-accounts': { name: 'Admin account |||| Admin accounts' },
  },
  console: {
    title: 'BarterBits Admin',
    login,
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
    },
  },
};
