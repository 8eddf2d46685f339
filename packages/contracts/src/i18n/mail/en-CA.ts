/**
 * The product's e-mails in Canadian English (the server's adapters/mail-templates.ts lays them out): the
 * frame every e-mail shares, then each e-mail's subject, text and links. `{product}` is the product's
 * name, `{support}` the support address (both from the server's config); amounts and dates come
 * formatted in the reader's language. Only the server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'mail.frame.hello': 'Hello,',
  'mail.frame.label': '{label}:',
  'mail.frame.copyLink': 'If the button does not work, copy this link into your browser:',
  'mail.frame.questions': 'Questions? Write to {support}.',
  'mail.frame.team': 'The {product} team',

  'mail.emailVerification.subject': 'Verify your email address for {product}',
  'mail.emailVerification.intro': 'Welcome to {product}! Please confirm that this is your email address.',
  'mail.emailVerification.action': 'Verify email',
  'mail.emailVerification.outro':
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',

  'mail.passwordReset.subject': 'Reset your {product} password',
  'mail.passwordReset.intro': 'We received a request to reset the password of your account.',
  'mail.passwordReset.action': 'Reset password',
  'mail.passwordReset.outro':
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.',

  'mail.passwordChanged.subject': 'Your {product} password was changed',
  'mail.passwordChanged.intro':
    'The password of your account was just changed, and your other sessions were signed out.',
  'mail.passwordChanged.action': 'Sign in',
  'mail.passwordChanged.outro': 'If this was not you, reset your password right away and contact {support}.',

  'mail.signInThrottled.subject': 'Failed sign-in attempts on your {product} account',
  'mail.signInThrottled.intro':
    'Someone tried to sign in to your account several times with a wrong password, so we are slowing down further attempts. You can still sign in as usual from a browser or network you signed in from before.',
  'mail.signInThrottled.action': 'Reset password',
  'mail.signInThrottled.outro':
    'If this was you, just wait a few minutes before trying again. If it was not, your account is safe as long as your password stays secret; choose a new one if it is used anywhere else, and contact {support} if you need help.',

  'mail.emailChangeVerify.subject': 'Confirm your new email address for {product}',
  'mail.emailChangeVerify.intro':
    'You asked to use this address for your {product} account. Please confirm that it is yours. The change takes effect once it is also approved from your current email address.',
  'mail.emailChangeVerify.action': 'Verify new email',
  'mail.emailChangeVerify.outro':
    'The link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.',

  'mail.emailChangeApprove.subject': 'Approve the email change of your {product} account',
  'mail.emailChangeApprove.intro':
    'Someone signed in to your account with your password asked to change its email address to {newEmail}. Approve the change if it was you. If it was not you, decline it and change your password right away.',
  'mail.emailChangeApprove.action': 'Approve change',
  'mail.emailChangeApprove.decline': 'Decline change',
  'mail.emailChangeApprove.outro':
    'The links work once and expire in 24 hours. Nothing changes until the new address is verified and you approve.',

  'mail.emailChangeDeclined.subject': 'The email change of your {product} account was cancelled',
  'mail.emailChangeDeclined.intro':
    'You declined the email change, so your account keeps this address and every session was signed out. Whoever asked for the change knew your password: please change your password now.',
  'mail.emailChangeDeclined.action': 'Change password',
  'mail.emailChangeDeclined.outro': 'If you need help, contact {support}.',

  'mail.emailChanged.subject': 'Your {product} email address was changed',
  'mail.emailChanged.intro':
    'The email address of your account was changed from {oldEmail} to {newEmail}, and your other sessions were signed out. Sign in with {newEmail} from now on.',
  'mail.emailChanged.action': 'Sign in',
  'mail.emailChanged.outro': 'If this was not you, contact {support} right away.',

  'mail.emailChangedBySupport.subject': 'Your {product} email address was changed by our support team',
  'mail.emailChangedBySupport.intro':
    'At your request, our support team changed the email address of your account from {oldEmail} to {newEmail}, and your sessions were signed out. Sign in with {newEmail} from now on.',
  'mail.emailChangedBySupport.action': 'Sign in',
  'mail.emailChangedBySupport.outro': 'If you did not ask for this, contact {support} right away.',

  'mail.giftReceived.subject': '{senderName} sent you {amount} BITS',
  'mail.giftReceived.intro': '{senderName} sent you a gift of {amount} BITS on {product}.',
  'mail.giftReceived.introWithMessage':
    '{senderName} sent you a gift of {amount} BITS on {product}. Their message: "{message}"',
  'mail.giftReceived.signUpIntro':
    '{base} Create your account with this email address and verify it to claim your BITS.',
  'mail.giftReceived.signUp': 'Sign up',
  'mail.giftReceived.claim': 'Claim your gift',
  'mail.giftReceived.heldOutro':
    'The gift is held for you until {expiresOn}; after that it goes back to the sender.',
  'mail.giftReceived.outro': 'Claim it before {expiresOn}; after that it goes back to the sender.',

  'mail.giftClaimed.subject': 'Your gift of {amount} BITS was claimed',
  'mail.giftClaimed.intro': '{recipientName} claimed your gift of {amount} BITS.',
  'mail.giftClaimed.action': 'View the gift',
  'mail.giftClaimed.outro': 'Thank you for sharing BITS with the community.',

  'mail.giftReturned.subject': 'Your gift of {amount} BITS has come back to you',
  'mail.giftReturned.intro':
    'Your gift of {amount} BITS to {recipientEmail} was not claimed in time, so the BITS are back in your wallet.',
  'mail.giftReturned.action': 'View the gift',
  'mail.giftReturned.outro': 'You can send it again at any time.',

  'mail.barterRequest.subject': '{sellerName} asks you to pay {amount} BITS',
  'mail.barterRequest.intro': '{sellerName} asks you to pay {amount} BITS for "{offerTitle}".',
  'mail.barterRequest.action': 'Review the request',
  'mail.barterRequest.outro':
    'Nothing is paid until you accept with your PIN. If you do not recognise this sale, decline it.',

  'mail.feedbackAnswered.subject': 'We answered your message',
  'mail.feedbackAnswered.subjectAbout': 'We answered your message: {subject}',
  'mail.feedbackAnswered.intro': 'Thank you for writing to {product}. Our team answered your message:',
  'mail.feedbackAnswered.introAbout':
    'Thank you for writing to {product}. Our team answered your message about "{subject}":',
  'mail.feedbackAnswered.action': 'See your feedback',
  'mail.feedbackAnswered.guestAction': 'Visit {product}',
  'mail.feedbackAnswered.outro': 'You can read your messages and our answers at any time in the app.',
  'mail.feedbackAnswered.guestOutro':
    'If you need more help, you can send us another message from our website.',

  'mail.adminInvite.subject': 'You are invited to the {product} admin console',
  'mail.adminInvite.intro':
    '{inviterName} invited you to the {product} admin console as {role, select, SUPER_ADMIN {Super admin} MODERATOR {Moderator} SUPPORT {Support} other {{role}}}. Choose your password and enter your name and mobile number to finish setting up your account.',
  'mail.adminInvite.action': 'Set up my admin account',
  'mail.adminInvite.outro':
    'The link works once and expires in {days, plural, one {# day} other {# days}}. If you were not expecting this invitation, you can ignore this email.',

  'mail.referralInvite.subject': '{inviterName} invited you to {product}',
  'mail.referralInvite.intro':
    '{inviterName} invited you to join {product}, the community where members trade products and services using BITS.',
  'mail.referralInvite.note': 'Their message: "{message}"',
  'mail.referralInvite.action': 'Join now',
  'mail.referralInvite.button': 'Join {product}',
  'mail.referralInvite.optOut': 'No more invitations to this address',
  'mail.referralInvite.code': 'Your invite code: {code}',
  'mail.referralInvite.outro': 'If you do not know this person, you can ignore this email.',

  'mail.notification.action': 'Open it',
  'mail.notification.button': 'Open in {product}',
  'mail.notification.stop': 'Stop e-mails about {group}',
  'mail.notification.why':
    'You get this e-mail because e-mails about {group} are on in your notification settings.',
  // The groups as the sentences above name them (the settings' labels, in lower case; French quotes them as they are).
  // The small pages a link opened from a mailbox answers (unsubscribe, no more invitations).
  'mail.page.linkNotValid': 'This link is not valid',
  'mail.page.unsubscribeInApp': 'Change your e-mail settings in the app instead.',
  'mail.page.openNotifications': 'Open your notifications',
  'mail.page.unsubscribed': 'You are unsubscribed',
  'mail.page.unsubscribedText':
    'You will no longer get e-mails about {group}. You can turn them on again in your notification settings.',
  'mail.page.useInvitationLink': 'Use the link in the invitation e-mail itself.',
  'mail.page.noMoreInvitations': 'No more invitations',
  'mail.page.optedOutText': '{done} If you want to join one day, you can still sign up yourself.',
  'mail.group.barter': 'barter requests and decisions',
  'mail.group.payments': 'payments, loads and refunds',
  'mail.group.gifts': 'gifts',
  'mail.group.reviews': 'reviews, replies and votes',
  'mail.group.chat': 'chat messages',
  'mail.group.referrals': 'referrals',
  'mail.group.offerModeration': 'offer moderation',
  'mail.group.matches': 'offers matching your wants and searches',
  'mail.group.feedback': 'answers to your feedback',
  'mail.group.system': 'system notices',
});
