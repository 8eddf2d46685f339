import { PAGES } from '@barterbits/contracts';
/** A link under an answer, to a page of the app (or a mailto: address). */
export interface FaqLink {
  label: string;
  to: string;
}

/** One question and its answer; `id` is its deep link (/faq#<id>). */
export interface FaqEntry {
  id: string;
  question: string;
  /** The answer's paragraphs. */
  answer: readonly string[];
  links?: readonly FaqLink[];
  /** Words a member may search with that the text does not contain. */
  keywords?: readonly string[];
}

/** A group of questions under its own heading; `id` is its deep link (/faq#<id>). */
export interface FaqSection {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** What the answers depend on: the support address and where this visitor sends feedback. */
export interface FaqContext {
  supportEmail: string;
  /** /feedback for members, /guest-feedback for visitors. */
  feedbackPath: string;
}

/** The questions of the in-app FAQ page (/faq), grouped by topic; the facts follow docs/decisions.md. */
export const faqSections = ({ supportEmail, feedbackPath }: FaqContext): readonly FaqSection[] => [
  {
    id: 'wallet',
    title: 'BITS and your wallet',
    entries: [
      {
        id: 'bits',
        question: 'What are BITS™?',
        answer: [
          'BITS are the currency members trade with on BarterBits: you pay for offers with BITS instead of cash, and you receive BITS when you sell. One BITS is worth $1 CAD when you load it.',
          'Your BITS are kept in your wallet (My Wallet), with your balance and every movement. BITS stay on BarterBits: you spend them on offers or give them as gifts; they are not paid out as cash.',
        ],
        links: [{ label: 'Open My Wallet', to: PAGES.myWallet.path }],
        keywords: ['currency', 'money', 'balance', 'cash', 'dollar'],
      },
      {
        id: 'load-bits',
        question: 'How do I load BITS?',
        answer: [
          'In My Wallet, choose Load BITS, enter an amount, pay by card and confirm with your PIN. A load is 1 to 2,000 BITS, and you can load up to 5,000 BITS a day.',
          'The BITS reach your wallet as soon as the card payment succeeds. A declined card moves nothing, and you are never charged twice for the same load, even if you retry after a lost connection.',
        ],
        links: [{ label: 'Load BITS', to: PAGES.loadBits.path }],
        keywords: ['buy', 'top up', 'card', 'credit', 'payment', 'add'],
      },
      {
        id: 'statement',
        question: 'Where do I see my transactions and statements?',
        answer: [
          'My Wallet lists every movement, newest first; open one to see its details and its reference (starting with BB-). Statements for any period can be downloaded as CSV or PDF.',
        ],
        links: [{ label: 'Statements', to: PAGES.statement.path }],
        keywords: ['history', 'transaction', 'download', 'pdf', 'csv', 'receipt'],
      },
    ],
  },
  {
    id: 'trading',
    title: 'Trading with BITS',
    entries: [
      {
        id: 'barter',
        question: 'How does a barter work?',
        answer: [
          'Find an offer (search, the home page or Find Members), agree on it with the member in Chat, then the seller records the sale in Barter Sales with Process Sale, naming you as the buyer and the price in BITS.',
          'You get the request under Purchases Made Using BITS. Nothing moves until you accept it with your PIN: the BITS then go from your wallet to the seller’s at once. You can decline a request, and the seller can cancel it while it waits.',
        ],
        links: [
          { label: 'Purchases Made Using BITS', to: PAGES.barterRequests.path },
          { label: 'Barter Sales', to: PAGES.barterRecord.path },
        ],
        keywords: ['buy', 'sell', 'sale', 'purchase', 'trade', 'request', 'accept', 'pay'],
      },
      {
        id: 'refunds',
        question: 'Can a sale be refunded?',
        answer: [
          'Yes. The seller can refund an accepted sale, in full or in part, from Barter Sales; the BITS go straight back to the buyer’s wallet. If you cannot agree with the other member, write to support.',
        ],
        keywords: ['refund', 'money back', 'return', 'dispute'],
      },
      {
        id: 'offers',
        question: 'How do I post an offer?',
        answer: [
          'Choose Create Offer, pick a category (Product, Services, Cars & Vehicles or Vacation Rentals), describe what you offer, add photos and set a price in BITS: fixed, hourly or “see description”. Publish it, or keep it as a draft.',
          'My Offers lists your offers: edit, pause, archive or delete them there. Posting offers needs an active membership.',
        ],
        links: [
          { label: 'Create an offer', to: PAGES.createOffer.path },
          { label: 'My Offers', to: PAGES.myOffers.path },
        ],
        keywords: ['sell', 'listing', 'post', 'publish', 'photo', 'price', 'category'],
      },
      {
        id: 'search',
        question: 'How do I find offers near me?',
        answer: [
          'Search shows offers within 20 km of your location by default; widen or narrow the distance and filter by category. Favourite an offer with its heart to find it again under My Favourites.',
        ],
        links: [{ label: 'Search offers', to: PAGES.searchProduct.path }],
        keywords: ['find', 'distance', 'radius', 'km', 'nearby', 'favourite', 'filter'],
      },
    ],
  },
  {
    id: 'gifts-section',
    title: 'Gifts',
    entries: [
      {
        id: 'gifts',
        question: 'How do I give BITS as a gift?',
        answer: [
          'Choose Gift BITS, enter the recipient’s e-mail address, an amount (0.01 to 10,000 BITS) and a message, then confirm with your PIN. The BITS leave your wallet at once and are held until the gift is claimed.',
          'Anyone can receive a gift: someone without an account claims it after signing up with that address. A gift not claimed within 30 days comes back to you by itself, and you can cancel a gift that has not been claimed yet.',
        ],
        links: [
          { label: 'Gift BITS', to: PAGES.sendBitsGift.path },
          { label: 'Sent gifts', to: PAGES.sentGifts.path },
        ],
        keywords: ['send', 'give', 'present', 'friend', 'cancel'],
      },
      {
        id: 'accept-gift',
        question: 'How do I accept a gift?',
        answer: [
          'Open the link in the gift e-mail, or Accept BITS Gift in the app, within 30 days. Claiming needs a verified e-mail address: the one the gift was sent to.',
        ],
        links: [{ label: 'Accept BITS Gift', to: PAGES.acceptBits.path }],
        keywords: ['claim', 'receive', 'redeem', 'expired'],
      },
    ],
  },
  {
    id: 'membership-section',
    title: 'Membership and fees',
    entries: [
      {
        id: 'membership',
        question: 'How much does membership cost?',
        answer: [
          'BarterBits is a monthly membership paid by card; the price is shown on the Membership page. It does not renew by itself: you renew it when you choose.',
          'You can cancel at any time. Cancelling is not refunded, and you keep full access until the end of the period you paid for. Without an active membership you can still sign in, see your wallet and renew, but you cannot post offers, sell or send gifts.',
        ],
        links: [{ label: 'Membership', to: PAGES.membership.path }],
        keywords: ['price', 'subscription', 'renew', 'cancel', 'plan', 'pay', 'cost'],
      },
      {
        id: 'fees',
        question: 'Are there fees on trades or gifts?',
        answer: [
          'No. The whole amount of a barter or a gift reaches the other member. Loading BITS costs their value: 1 BITS for $1 CAD.',
        ],
        keywords: ['commission', 'charge', 'cost', 'price'],
      },
      {
        id: 'referrals',
        question: 'Do I earn anything for inviting friends?',
        answer: [
          'Yes. Share your invite link from Invite a Friend; when a friend joins and qualifies, you are rewarded in BITS. The page explains the current rules and shows each invitation’s progress.',
        ],
        links: [{ label: 'Invite a Friend', to: PAGES.inviteAFriend.path }],
        keywords: ['invite', 'referral', 'reward', 'friend', 'bonus'],
      },
    ],
  },
  {
    id: 'community',
    title: 'Reviews, safety and reporting',
    entries: [
      {
        id: 'reviews',
        question: 'How do reviews work?',
        answer: [
          'After an accepted barter, the buyer and the seller can each review the other once, within 30 days: one to five hearts and a comment. The member reviewed can reply, and other members can like or dislike a review.',
          'You can edit or delete your own review while those 30 days last. Every review shows the trade it comes from.',
        ],
        links: [{ label: 'Ratings and reviews', to: PAGES.ratingReview.path }],
        keywords: ['rating', 'hearts', 'feedback', 'reply', 'stars'],
      },
      {
        id: 'safety',
        question: 'How do I trade safely?',
        answer: [
          'Pay and get paid only in BITS through a barter request, so every trade is recorded and can be refunded. Accept a request only for the amount you agreed. Read a member’s reviews before you trade, and meet in a public place.',
          'Never share your password or your PIN: BarterBits staff will never ask for them. A message asking you to pay outside BarterBits, or to buy BITS for cash, is a reason to report it.',
        ],
        keywords: ['scam', 'fraud', 'trust', 'secure', 'meet'],
      },
      {
        id: 'report',
        question: 'How do I report an offer, a review or a message?',
        answer: [
          'Use Report on the offer, on the review or on the chat message, and choose a reason. Our moderators look at every report and can remove the content or the member’s access. In a one-to-one chat you can also block the member.',
          `For anything urgent, write to ${supportEmail}.`,
        ],
        keywords: ['abuse', 'spam', 'block', 'moderation', 'inappropriate', 'harassment'],
      },
    ],
  },
  {
    id: 'chat-notifications',
    title: 'Chat and notifications',
    entries: [
      {
        id: 'chat',
        question: 'How do I chat with a member?',
        answer: [
          'Choose Message on a member’s profile to open a conversation; new messages arrive live and Chat shows how many you have not read. You can also create a group, invite members and run it as its operator.',
        ],
        links: [{ label: 'Open Chat', to: PAGES.chat.path }],
        keywords: ['message', 'conversation', 'group', 'talk'],
      },
      {
        id: 'notifications',
        question: 'How do I choose which notifications I get?',
        answer: [
          'In the notification settings, choose for each kind of notice whether it reaches you in the app, by push or by e-mail. Push needs your browser’s permission. Every notice e-mail also has a link that turns e-mail off for that kind.',
          'Security e-mails (password, e-mail address, sign-in and PIN locks) are always sent.',
        ],
        links: [{ label: 'Notification settings', to: PAGES.notificationSettings.path }],
        keywords: ['email', 'push', 'alerts', 'settings', 'unsubscribe', 'turn off'],
      },
    ],
  },
  {
    id: 'account',
    title: 'Account, password and PIN',
    entries: [
      {
        id: 'pin',
        question: 'What is my PIN for, and what if I forget it?',
        answer: [
          'Your 4-digit PIN confirms every movement of your BITS: loading, accepting a barter and sending a gift. Easily guessed PINs such as 1234 are refused.',
          'After five wrong PINs in a row, PIN use is locked for 15 minutes. Change your PIN or ask for a reset link by e-mail from the PIN page.',
        ],
        links: [
          { label: 'PIN settings', to: PAGES.pin.path },
          { label: 'Forgot PIN', to: PAGES.forgetPin.path },
        ],
        keywords: ['pin', 'locked', 'code', 'reset'],
      },
      {
        id: 'password',
        question: 'I forgot my password. What do I do?',
        answer: [
          'Choose “Forgot password?” on the sign-in page and enter your e-mail address: if it has an account, we send a link to choose a new password. A password has at least 8 characters with an uppercase and a lowercase letter, a digit and a symbol.',
        ],
        links: [{ label: 'Reset your password', to: PAGES.forgetPassword.path }],
        keywords: ['sign in', 'login', 'reset', 'locked out'],
      },
      {
        id: 'signed-out',
        question: 'Why was I signed out?',
        answer: [
          'To protect your account, you are signed out after 10 minutes without activity. Sign in again to carry on.',
        ],
        keywords: ['logged out', 'session', 'expired', 'timeout'],
      },
      {
        id: 'email-change',
        question: 'How do I change my e-mail address?',
        answer: [
          'In My Profile, choose to change your e-mail address and confirm with your password. We send a link to the new address to make sure it is yours, and one to your current address to approve the change: it applies once both are confirmed.',
        ],
        links: [{ label: 'My Profile', to: PAGES.myProfile.path }],
        keywords: ['email', 'address', 'profile'],
      },
    ],
  },
  {
    id: 'support',
    title: 'Contact us',
    entries: [
      {
        id: 'contact',
        question: 'How do I contact support?',
        answer: [
          `Write to ${supportEmail}; the address is also under the Need Help button on every page. To tell us what you think or report a problem with the app, use the feedback form.`,
        ],
        links: [
          { label: `Email ${supportEmail}`, to: `mailto:${supportEmail}` },
          { label: 'Feedback form', to: feedbackPath },
        ],
        keywords: ['help', 'support', 'contact', 'problem', 'bug', 'feedback', 'email'],
      },
    ],
  },
];
