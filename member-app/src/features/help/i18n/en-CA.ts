/** The help feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'help.faq.heading': 'Frequently asked questions',
  'help.faq.intro': 'How BITS, trading, gifts and your account work on {product}.',
  'help.faq.search': 'Search questions',
  'help.faq.matches':
    '{count, plural, =0 {No questions match.} one {# question matches.} other {# questions match.}}',
  'help.faq.noMatch': 'No questions match “{query}”.',
  'help.faq.tryOther': 'Try other words, or write to us at',
  'help.faq.clear': 'Clear search',
  'help.faq.stillNeedHelp': 'Still need help?',
  'help.faq.writeTo': 'Write to',
  'help.faq.orTellUs': 'or tell us what you think.',
  'help.faq.sendFeedback': 'Send feedback',
  // The FAQ (lib/faq-content.ts): sections, questions, answers' paragraphs, links and search words.
  'help.section.wallet': 'BITS and your wallet',
  'help.q.bits': 'What are BITS™?',
  'help.a.bits.1':
    'BITS are the currency members trade with on BarterBits: you pay for offers with BITS instead of cash, and you receive BITS when you sell. One BITS is worth $1 CAD when you load it.',
  'help.a.bits.2':
    'Your BITS are kept in your wallet (My Wallet), with your balance and every movement. BITS stay on BarterBits: you spend them on offers or give them as gifts; they are not paid out as cash.',
  'help.link.bits.1': 'Open My Wallet',
  'help.keywords.bits': 'currency, money, balance, cash, dollar',
  'help.q.load-bits': 'How do I load BITS?',
  'help.a.load-bits.1':
    'In My Wallet, choose Load BITS, enter an amount, pay by card and confirm with your PIN. A load is 1 to 2,000 BITS, and you can load up to 5,000 BITS a day.',
  'help.a.load-bits.2':
    'The BITS reach your wallet as soon as the card payment succeeds. A declined card moves nothing, and you are never charged twice for the same load, even if you retry after a lost connection.',
  'help.link.load-bits.1': 'Load BITS',
  'help.keywords.load-bits': 'buy, top up, card, credit, payment, add',
  'help.q.statement': 'Where do I see my transactions and statements?',
  'help.a.statement.1':
    'My Wallet lists every movement, newest first; open one to see its details and its reference (starting with BB-). Statements for any period can be downloaded as CSV or PDF.',
  'help.link.statement.1': 'Statements',
  'help.keywords.statement': 'history, transaction, download, pdf, csv, receipt',
  'help.section.trading': 'Trading with BITS',
  'help.q.barter': 'How does a barter work?',
  'help.a.barter.1':
    'Find an offer (search, the home page or Find Members), agree on it with the member in Chat, then the seller records the sale in Barter Sales with Process Sale, naming you as the buyer and the price in BITS.',
  'help.a.barter.2':
    'You get the request under Purchases Made Using BITS. Nothing moves until you accept it with your PIN: the BITS then go from your wallet to the seller’s at once. You can decline a request, and the seller can cancel it while it waits.',
  'help.link.barter.1': 'Purchases Made Using BITS',
  'help.link.barter.2': 'Barter Sales',
  'help.keywords.barter': 'buy, sell, sale, purchase, trade, request, accept, pay',
  'help.q.refunds': 'Can a sale be refunded?',
  'help.a.refunds.1':
    'Yes. The seller can refund an accepted sale, in full or in part, from Barter Sales; the BITS go straight back to the buyer’s wallet. If you cannot agree with the other member, write to support.',
  'help.keywords.refunds': 'refund, money back, return, dispute',
  'help.q.offers': 'How do I post an offer?',
  'help.a.offers.1':
    'Choose Create Offer, pick a category (Product, Services, Cars & Vehicles or Vacation Rentals), describe what you offer, add photos and set a price in BITS: fixed, hourly or “see description”. Publish it, or keep it as a draft.',
  'help.a.offers.2':
    'My Offers lists your offers: edit, pause, archive or delete them there. Posting offers needs an active membership.',
  'help.link.offers.1': 'Create an offer',
  'help.link.offers.2': 'My Offers',
  'help.keywords.offers': 'sell, listing, post, publish, photo, price, category',
  'help.q.search': 'How do I find offers near me?',
  'help.a.search.1':
    'Search shows offers within 20 km of your location by default; widen or narrow the distance and filter by category. Favourite an offer with its heart to find it again under My Favourites.',
  'help.link.search.1': 'Search offers',
  'help.keywords.search': 'find, distance, radius, km, nearby, favourite, filter',
  'help.section.gifts-section': 'Gifts',
  'help.q.gifts': 'How do I give BITS as a gift?',
  'help.a.gifts.1':
    'Choose Gift BITS, enter the recipient’s e-mail address, an amount (0.01 to 10,000 BITS) and a message, then confirm with your PIN. The BITS leave your wallet at once and are held until the gift is claimed.',
  'help.a.gifts.2':
    'Anyone can receive a gift: someone without an account claims it after signing up with that address. A gift not claimed within 30 days comes back to you by itself, and you can cancel a gift that has not been claimed yet.',
  'help.link.gifts.1': 'Gift BITS',
  'help.link.gifts.2': 'Sent gifts',
  'help.keywords.gifts': 'send, give, present, friend, cancel',
  'help.q.accept-gift': 'How do I accept a gift?',
  'help.a.accept-gift.1':
    'Open the link in the gift e-mail, or Accept BITS Gift in the app, within 30 days. Claiming needs a verified e-mail address: the one the gift was sent to.',
  'help.link.accept-gift.1': 'Accept BITS Gift',
  'help.keywords.accept-gift': 'claim, receive, redeem, expired',
  'help.section.membership-section': 'Membership and fees',
  'help.q.membership': 'How much does membership cost?',
  'help.a.membership.1':
    'BarterBits is a monthly membership paid by card; the price is shown on the Membership page. It does not renew by itself: you renew it when you choose.',
  'help.a.membership.2':
    'You can cancel at any time. Cancelling is not refunded, and you keep full access until the end of the period you paid for. Without an active membership you can still sign in, see your wallet and renew, but you cannot post offers, sell or send gifts.',
  'help.link.membership.1': 'Membership',
  'help.keywords.membership': 'price, subscription, renew, cancel, plan, pay, cost',
  'help.q.fees': 'Are there fees on trades or gifts?',
  'help.a.fees.1':
    'No. The whole amount of a barter or a gift reaches the other member. Loading BITS costs their value: 1 BITS for $1 CAD.',
  'help.keywords.fees': 'commission, charge, cost, price',
  'help.q.referrals': 'Do I earn anything for inviting friends?',
  'help.a.referrals.1':
    'Yes. Share your invite link from Invite a Friend; when a friend joins and qualifies, you are rewarded in BITS. The page explains the current rules and shows each invitation’s progress.',
  'help.link.referrals.1': 'Invite a Friend',
  'help.keywords.referrals': 'invite, referral, reward, friend, bonus',
  'help.section.community': 'Reviews, safety and reporting',
  'help.q.reviews': 'How do reviews work?',
  'help.a.reviews.1':
    'After an accepted barter, the buyer and the seller can each review the other once, within 30 days: one to five hearts and a comment. The member reviewed can reply, and other members can like or dislike a review.',
  'help.a.reviews.2':
    'You can edit or delete your own review while those 30 days last. Every review shows the trade it comes from.',
  'help.link.reviews.1': 'Ratings and reviews',
  'help.keywords.reviews': 'rating, hearts, feedback, reply, stars',
  'help.q.safety': 'How do I trade safely?',
  'help.a.safety.1':
    'Pay and get paid only in BITS through a barter request, so every trade is recorded and can be refunded. Accept a request only for the amount you agreed. Read a member’s reviews before you trade, and meet in a public place.',
  'help.a.safety.2':
    'Never share your password or your PIN: BarterBits staff will never ask for them. A message asking you to pay outside BarterBits, or to buy BITS for cash, is a reason to report it.',
  'help.keywords.safety': 'scam, fraud, trust, secure, meet',
  'help.q.report': 'How do I report an offer, a review or a message?',
  'help.a.report.1':
    'Use Report on the offer, on the review or on the chat message, and choose a reason. Our moderators look at every report and can remove the content or the member’s access. In a one-to-one chat you can also block the member.',
  'help.a.report.2': 'For anything urgent, write to {supportEmail}.',
  'help.keywords.report': 'abuse, spam, block, moderation, inappropriate, harassment',
  'help.section.chat-notifications': 'Chat and notifications',
  'help.q.chat': 'How do I chat with a member?',
  'help.a.chat.1':
    'Choose Message on a member’s profile to open a conversation; new messages arrive live and Chat shows how many you have not read. You can also create a group, invite members and run it as its operator.',
  'help.link.chat.1': 'Open Chat',
  'help.keywords.chat': 'message, conversation, group, talk',
  'help.q.notifications': 'How do I choose which notifications I get?',
  'help.a.notifications.1':
    'In the notification settings, choose for each kind of notice whether it reaches you in the app, by push or by e-mail. Push needs your browser’s permission. Every notice e-mail also has a link that turns e-mail off for that kind.',
  'help.a.notifications.2':
    'Security e-mails (password, e-mail address, sign-in and PIN locks) are always sent.',
  'help.link.notifications.1': 'Notification settings',
  'help.keywords.notifications': 'email, push, alerts, settings, unsubscribe, turn off',
  'help.section.account': 'Account, password and PIN',
  'help.q.pin': 'What is my PIN for, and what if I forget it?',
  'help.a.pin.1':
    'Your 4-digit PIN confirms every movement of your BITS: loading, accepting a barter and sending a gift. Easily guessed PINs such as 1234 are refused.',
  'help.a.pin.2':
    'After five wrong PINs in a row, PIN use is locked for 15 minutes. Change your PIN or ask for a reset link by e-mail from the PIN page.',
  'help.link.pin.1': 'PIN settings',
  'help.link.pin.2': 'Forgot PIN',
  'help.keywords.pin': 'pin, locked, code, reset',
  'help.q.password': 'I forgot my password. What do I do?',
  'help.a.password.1':
    'Choose “Forgot password?” on the sign-in page and enter your e-mail address: if it has an account, we send a link to choose a new password. A password has at least 8 characters with an uppercase and a lowercase letter, a digit and a symbol.',
  'help.link.password.1': 'Reset your password',
  'help.keywords.password': 'sign in, login, reset, locked out',
  'help.q.signed-out': 'Why was I signed out?',
  'help.a.signed-out.1':
    'To protect your account, you are signed out after 10 minutes without activity. Sign in again to carry on.',
  'help.keywords.signed-out': 'logged out, session, expired, timeout',
  'help.q.email-change': 'How do I change my e-mail address?',
  'help.a.email-change.1':
    'In My Profile, choose to change your e-mail address and confirm with your password. We send a link to the new address to make sure it is yours, and one to your current address to approve the change: it applies once both are confirmed.',
  'help.link.email-change.1': 'My Profile',
  'help.keywords.email-change': 'email, address, profile',
  'help.section.support': 'Contact us',
  'help.q.contact': 'How do I contact support?',
  'help.a.contact.1':
    'Write to {supportEmail}; the address is also under the Need Help button on every page. To tell us what you think or report a problem with the app, use the feedback form.',
  'help.link.contact.1': 'Email {supportEmail}',
  'help.link.contact.2': 'Feedback form',
  'help.keywords.contact': 'help, support, contact, problem, bug, feedback, email',
});
