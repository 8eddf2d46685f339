/** Enumerations of spec §3 and §4: exactly the spec's members, and their zod schemas. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as E from '../../src/enums.ts';

/** Each enum: its tuple, its zod schema, and the members spec §3/§4 lists. */
const ENUMS: [string, readonly string[], z.ZodEnum, string[]][] = [
  [
    'offer statuses',
    E.OFFER_STATUSES,
    E.ZOfferStatus,
    ['DRAFT', 'ACTIVE', 'PAUSED', 'DELETE', 'ARCHIVE', 'DEACTIVATED', 'DISABLED', 'FAVOURITE'],
  ],
  [
    'member-changeable offer statuses',
    E.MEMBER_CHANGEABLE_OFFER_STATUSES,
    E.ZMemberChangeableOfferStatus,
    ['DRAFT', 'ARCHIVE', 'DISABLED', 'PAUSED', 'ACTIVE', 'DELETE'],
  ],
  [
    'offer categories',
    E.OFFER_CATEGORIES,
    E.ZOfferCategory,
    ['Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'],
  ],
  [
    'wallet transaction types',
    E.WALLET_TRANSACTION_TYPES,
    E.ZWalletTransactionType,
    [
      'ADD_BITS',
      'GIFT',
      'GIFT_REWARD',
      'SALE_PURCHASE',
      'REWARDS',
      'REFUND',
      'TRANSFER',
      'SALE',
      'PURCHASE',
      'UNKNOWN',
    ],
  ],
  [
    'transaction statuses',
    E.TRANSACTION_STATUSES,
    E.ZTransactionStatus,
    [
      'PROCESSING',
      'PENDING',
      'SUCCESSFUL',
      'FAILED',
      'CANCELLED',
      'REJECTED',
      'REFUND',
      'ACCEPTED',
      'RETURNED',
    ],
  ],
  [
    'process actions',
    E.PROCESS_ACTIONS,
    E.ZProcessAction,
    ['SALE', 'PURCHASE', 'LOAD_BITS', 'SEND_GIFT', 'ACCEPT_GIFT'],
  ],
  [
    'offer report reasons',
    E.OFFER_REPORT_REASONS,
    E.ZOfferReportReason,
    [
      'SUSPICIOUS',
      'ITS_SPAM',
      'ADULT_CONTENT',
      'FALSE_INFORMATION',
      'MY_INTELLECTUAL_PROPERTY',
      'OFFENSIVE_OR_INAPPROPRIATE',
      'OTHER',
    ],
  ],
  ['price types', E.PRICE_TYPES, E.ZPriceType, ['Hourly', 'Fixed', 'See Description']],
  [
    'onboarding stages',
    E.ONBOARDING_STAGES,
    E.ZOnboardingStage,
    [
      'CHANGE_PASSWORD',
      'EMAIL_VERIFICATION',
      'ACCOUNT_SETUP',
      'CATEGORY_SELECTION',
      'SUBSCRIPTION',
      'PIN_SETUP',
      'COMPLETED',
    ],
  ],
  ['login providers', E.LOGIN_PROVIDERS, E.ZLoginProvider, ['Google', 'Facebook', 'Apple', 'Custom']],
  ['member kinds', E.MEMBER_KINDS, E.ZMemberKind, ['PERSONAL', 'BUSINESS']],
  ['member types', E.MEMBER_TYPES, E.ZMemberType, ['CUSTOMER_PERSONAL', 'CUSTOMER_BUSINESS']],
  ['review reactions', E.REVIEW_REACTIONS, E.ZReviewReaction, ['LIKE', 'DISLIKE', 'NEUTRAL']],
  [
    'duplicate-check fields',
    E.DUPLICATE_CHECK_FIELDS,
    E.ZDuplicateCheckField,
    ['userName', 'phoneNumber', 'businessName', 'email'],
  ],
  ['subscription states', E.SUBSCRIPTION_STATES, E.ZSubscriptionState, ['ACTIVE', 'EXPIRED', 'CANCELLED']],
  [
    'chat actions',
    E.CHAT_ACTIONS,
    E.ZChatAction,
    [
      'getUser',
      'getMuteUser',
      'getBanUser',
      'getOperators',
      'getMembers',
      'getChannelDetails',
      'leaveGroup',
      'freezeChannel',
      'unBanMember',
      'unMuteMember',
      'banMember',
      'muteMember',
      'createChannel',
      'inviteMember',
      'sendDefaultMessage',
      'registerAsOperator',
      'unRegisterAsOperator',
    ],
  ],
  ['download states', E.DOWNLOAD_STATES, E.ZDownloadState, ['DOWNLOADED', 'DOWNLOADING', 'DEFAULT']],
];

for (const [name, values, schema, spec] of ENUMS) {
  describe(name, () => {
    it('has exactly the spec members, in the spec order, without duplicates', () => {
      expect([...values]).toEqual(spec);
      expect(new Set(values).size).toBe(values.length);
    });
    it('its zod schema accepts every member and nothing else', () => {
      expect(schema.options).toEqual(spec);
      for (const v of spec) expect(schema.safeParse(v).success).toBe(true);
      const otherCase = spec
        .flatMap((v) => [v.toLowerCase(), v.toUpperCase()])
        .filter((v) => !spec.includes(v));
      for (const v of ['', 'NOT_A_MEMBER', 0, null, undefined, ...otherCase]) {
        expect(schema.safeParse(v).success).toBe(false);
      }
    });
  });
}

describe('offer statuses', () => {
  it('the member-changeable list is a subset that excludes DEACTIVATED and FAVOURITE', () => {
    for (const s of E.MEMBER_CHANGEABLE_OFFER_STATUSES) expect(E.OFFER_STATUSES).toContain(s);
    expect(E.ZMemberChangeableOfferStatus.safeParse('DEACTIVATED').success).toBe(false);
    expect(E.ZMemberChangeableOfferStatus.safeParse('FAVOURITE').success).toBe(false);
  });
});

describe('offer categories', () => {
  it('filter ids: 1 product, 2 services, 3 vacation, 4 vehicles', () => {
    expect(E.OFFER_CATEGORY_FILTER_IDS).toEqual({
      Product: 1,
      Services: 2,
      'Vacation Rentals': 3,
      'Cars & Vehicles': 4,
    });
  });
  it("'all' is '1,2,3,4' and names every category's id", () => {
    expect(E.ALL_OFFER_CATEGORY_FILTER).toBe('1,2,3,4');
    const ids = Object.values(E.OFFER_CATEGORY_FILTER_IDS).sort((x, y) => x - y);
    expect(ids.join(',')).toBe(E.ALL_OFFER_CATEGORY_FILTER);
    expect(Object.keys(E.OFFER_CATEGORY_FILTER_IDS).sort()).toEqual([...E.OFFER_CATEGORIES].sort());
  });
});

describe('wallet transaction type labels', () => {
  it.each([
    ['ADD_BITS', 'Load BITS'],
    ['GIFT_REWARD', 'RW-System'],
    ['SALE_PURCHASE', 'Sale'],
  ] as const)('%s is labelled %s', (type, label) => {
    expect(E.WALLET_TRANSACTION_TYPE_LABELS[type]).toBe(label);
  });
  it('every type has a non-empty label', () => {
    expect(Object.keys(E.WALLET_TRANSACTION_TYPE_LABELS).sort()).toEqual(
      [...E.WALLET_TRANSACTION_TYPES].sort(),
    );
    for (const t of E.WALLET_TRANSACTION_TYPES)
      expect(E.WALLET_TRANSACTION_TYPE_LABELS[t].trim()).not.toBe('');
  });
});

describe('subscription', () => {
  it('defaults to ACTIVE', () => {
    expect(E.DEFAULT_SUBSCRIPTION_STATE).toBe('ACTIVE');
  });
});

describe('onboarding', () => {
  it('follows the order of spec §4: email verification, account setup, categories, subscription, PIN, completed', () => {
    const order = [
      'EMAIL_VERIFICATION',
      'ACCOUNT_SETUP',
      'CATEGORY_SELECTION',
      'SUBSCRIPTION',
      'PIN_SETUP',
      'COMPLETED',
    ];
    const positions = order.map((s) => E.ONBOARDING_STAGES.indexOf(s as E.OnboardingStage));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });
  it('every stage has a route, and each is a route of spec §2', () => {
    const specRoutes = [
      '/',
      '/profile-setup',
      '/email-verification',
      '/subscription',
      '/choose-password',
      '/pin-setup',
      '/business-categories',
    ];
    expect(Object.keys(E.ONBOARDING_STAGE_ROUTES).sort()).toEqual([...E.ONBOARDING_STAGES].sort());
    for (const route of Object.values(E.ONBOARDING_STAGE_ROUTES)) expect(specRoutes).toContain(route);
    expect(new Set(Object.values(E.ONBOARDING_STAGE_ROUTES)).size).toBe(E.ONBOARDING_STAGES.length);
  });
  it.each([
    ['EMAIL_VERIFICATION', '/email-verification'],
    ['ACCOUNT_SETUP', '/profile-setup'],
    ['CATEGORY_SELECTION', '/business-categories'],
    ['SUBSCRIPTION', '/subscription'],
    ['PIN_SETUP', '/pin-setup'],
    ['CHANGE_PASSWORD', '/choose-password'],
    ['COMPLETED', '/'],
  ] as const)('%s -> %s', (stage, route) => {
    expect(E.ONBOARDING_STAGE_ROUTES[stage]).toBe(route);
  });
  it('the labels "Email Verification" and "Account Setup" map to their stages and routes', () => {
    expect(E.ONBOARDING_STAGE_LABELS).toEqual({
      'Email Verification': 'EMAIL_VERIFICATION',
      'Account Setup': 'ACCOUNT_SETUP',
    });
    const routeOf = (label: string) => {
      const stage = E.ONBOARDING_STAGE_LABELS[label];
      return stage ? E.ONBOARDING_STAGE_ROUTES[stage] : undefined;
    };
    expect(routeOf('Email Verification')).toBe('/email-verification');
    expect(routeOf('Account Setup')).toBe('/profile-setup');
  });
});

describe('heartsLabel ("N Heart(s)")', () => {
  it.each([
    [0, '0 Hearts'],
    [1, '1 Heart'],
    [2, '2 Hearts'],
    [5, '5 Hearts'],
  ])('%i -> %s', (n, label) => {
    expect(E.heartsLabel(n)).toBe(label);
  });
});

describe('roles and account statuses', () => {
  it('role ids and status ids are distinct and resolvable', () => {
    expect(E.ROLE_IDS).toEqual({ ADMIN: 1, MEMBER: 2 });
    for (const s of E.USER_STATUSES) expect(E.userStatusById(E.USER_STATUS_IDS[s])).toBe(s);
    expect(E.userStatusById(99)).toBeUndefined();
  });
});
