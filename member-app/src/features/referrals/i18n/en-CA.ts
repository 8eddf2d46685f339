/** The invite-a-friend page (/invite-a-friend) in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'referrals.page.back': 'Back to home',
  'referrals.page.heading': 'Invite a Friend',
  'referrals.page.lead': 'Grow your barter community and earn BITS when your friends join and trade.',
  'referrals.invites.heading': 'Your invites',
  'referrals.invites.empty':
    'No invites yet. Share your link or send an invitation by email: each friend you invite shows here with how far they have come.',
  'referrals.invites.list': 'Your invites',
  'referrals.invites.earned': ' · You earned {amount}',
  'referrals.link.heading': 'Your invite link',
  'referrals.link.label': 'Invite link',
  'referrals.link.copy': 'Copy link',
  'referrals.link.share': 'Share',
  'referrals.link.copied': 'Link copied! Paste it in a message to your friend.',
  'referrals.link.selected': 'The link is selected: copy it with your keyboard or menu.',
  'referrals.link.code': 'Or give your friend your invite code to enter when they sign up:',
  'referrals.link.shareTitle': 'Join {product}',
  'referrals.link.shareText': 'Join me on {product}: trade offers with neighbours using BITS.',
  'referrals.email.heading': 'Invite by email',
  'referrals.email.lead': 'We send your friend your invite link.',
  'referrals.email.form': 'Invite a friend by email',
  'referrals.email.email': "Friend's email",
  'referrals.email.note': 'Personal note (optional)',
  'referrals.email.submit': 'Send invitation',
  'referrals.email.sent': 'Your invitation is on its way.',
  'referrals.email.resent': 'We sent your invitation again.',
  'referrals.email.invitesLeft':
    '{left, plural, =0 {No e-mail invitations left today. You can still share your link.} one {# invitation left today.} other {# invitations left today.}}',
  'referrals.reward.heading': 'How the reward works',
  'referrals.reward.paused':
    'Invite rewards are paused at the moment, but your friends are always welcome to join.',
  'referrals.reward.amount': 'You earn {amount} for each friend who joins with your link or code.',
  'referrals.reward.qualifies':
    'Your friend qualifies once they finish setting up their account with an active membership and complete a first successful barter with someone other than you.',
  'referrals.reward.cap':
    'You can earn up to {cap, plural, one {# reward} other {# rewards}} a month. A friend who qualifies after that limit still counts, without BITS.',
  'referrals.reward.left':
    "{left, plural, =0 {You have reached this month's reward limit.} one {# reward left this month.} other {# rewards left this month.}}",
  'referrals.reward.earned': 'Rewards earned',
  'referrals.reward.rewarded': 'Friends rewarded',
  'referrals.reward.joined': 'Friends joined',
  'referrals.state.INVITED': 'Invited',
  'referrals.state.REGISTERED': 'Signed up',
  'referrals.state.QUALIFIED': 'Qualified',
  'referrals.state.REWARDED': 'Rewarded',
  'referrals.state.VOID': 'Void',
  'referrals.who.friend': 'A friend',
  'referrals.step.INVITED': 'Invited {date}',
  'referrals.step.REGISTERED': 'Signed up {date}',
  'referrals.step.LINK': 'Joined with your link {date}',
  'referrals.step.QUALIFIED': 'Qualified {date}',
  'referrals.step.REWARDED': 'Rewarded {date}',
  'referrals.step.VOID': 'Void since {date}',
});
