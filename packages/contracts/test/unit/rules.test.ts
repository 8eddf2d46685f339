/** Spec §5 field rules: accepted and rejected values, each rejection with its exact message. */
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import {
  SOCIAL_NETWORKS,
  ZBio,
  ZBusinessDescription,
  ZBusinessName,
  ZCancelMembershipReason,
  ZChangePassword,
  ZEmail,
  ZHttpsUrl,
  ZMobileNumber,
  ZPassword,
  ZPasswordWithConfirmation,
  ZPersonName,
  ZPostalCode,
  ZRequiredString,
  ZSelectedLocation,
  ZSelectId,
  ZSocials,
  ZTextArea,
  ZUserName,
  ZWebsite,
  ZYouTubeUrl,
} from '../../src/rules.ts';
import { acceptsAll, acceptsAs, messagesOf, rejectsAll } from './helpers.ts';

const a = (n: number, ch = 'a') => ch.repeat(n);

describe('ZRequiredString', () => {
  acceptsAs(ZRequiredString, [
    ['x', 'x'],
    ['  padded  ', 'padded'],
  ]);
  rejectsAll(ZRequiredString, [
    ['', M.required],
    ['   ', M.required],
    [undefined, M.required],
    [null, M.required],
  ]);
});

describe('ZEmail', () => {
  // 64 + 1 + 62 + 62 + 63 + 2 = 254 characters, the longest address allowed.
  const longest = `${a(64)}@${a(61, 'b')}.${a(61, 'c')}.${a(62, 'd')}.ca`;
  it('the boundary address is 254 characters long', () => expect(longest).toHaveLength(254));
  acceptsAs(ZEmail, [
    ['user@example.com', 'user@example.com'],
    ['first.last+tag@sub.example.org', 'first.last+tag@sub.example.org'],
    ['  Mixed.Case@Example.CA  ', 'mixed.case@example.ca'],
    ['o_brien-99@example.co.uk', 'o_brien-99@example.co.uk'],
    [longest, longest],
  ]);
  rejectsAll(ZEmail, [
    ['', M.required],
    ['   ', M.required],
    [undefined, M.required],
    [42, M.required],
    ['plainaddress', M.invalidEmail],
    ['user@', M.invalidEmail],
    ['@example.com', M.invalidEmail],
    ['user@example', M.invalidEmail],
    ['user@@example.com', M.invalidEmail],
    ['user name@example.com', M.invalidEmail],
    ['user@exa mple.com', M.invalidEmail],
    ['.user@example.com', M.invalidEmail],
    ['us..er@example.com', M.invalidEmail],
    [`${a(64)}@${a(61, 'b')}.${a(61, 'c')}.${a(63, 'd')}.ca`, M.invalidEmail], // 255 characters
  ]);
});

describe('ZPassword (8+ chars, 1 uppercase, 1 lowercase, 1 digit, 1 special)', () => {
  acceptsAll(ZPassword, [
    'Abcdef1!',
    'P@ssw0rd',
    'Zz9 zzzz',
    'Ünïcode1Aa',
    `Aa1!${a(124)}`, // 128 characters
  ]);
  rejectsAll(ZPassword, [
    ['', M.required],
    [undefined, M.required],
    ['Abcde1!', M.passwordMin], // 7 characters
    ['abcdef1!', M.passwordUppercase],
    ['ABCDEF1!', M.passwordLowercase],
    ['Abcdefg!', M.passwordDigit],
    ['Abcdefg1', M.passwordSpecial],
    [`Aa1!${a(125)}`, M.passwordMax], // 129 characters
  ]);
  it('reports every unmet rule of a weak password', () => {
    expect(messagesOf(ZPassword, 'abc')).toEqual([
      M.passwordMin,
      M.passwordUppercase,
      M.passwordDigit,
      M.passwordSpecial,
    ]);
  });
});

describe('ZPasswordWithConfirmation', () => {
  acceptsAll(ZPasswordWithConfirmation, [{ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }]);
  rejectsAll(ZPasswordWithConfirmation, [
    [{ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }, M.passwordsMustMatch, ['confirmPassword']],
    [{ password: 'Abcdef1!', confirmPassword: 'abcdef1!' }, M.passwordsMustMatch, ['confirmPassword']],
    [{ password: 'Abcdef1!', confirmPassword: '' }, M.required, ['confirmPassword']],
    [{ password: 'Abcdef1!' }, M.required, ['confirmPassword']],
    [{ password: '', confirmPassword: '' }, M.required, ['password']],
    [{ password: 'short', confirmPassword: 'short' }, M.passwordMin, ['password']],
  ]);
});

describe('ZChangePassword', () => {
  acceptsAll(ZChangePassword, [
    { currentPassword: 'Old-pass1', password: 'New-pass1', confirmPassword: 'New-pass1' },
    // The current password is only checked for presence (it may predate today's rules).
    { currentPassword: 'x', password: 'New-pass1', confirmPassword: 'New-pass1' },
  ]);
  rejectsAll(ZChangePassword, [
    [
      { currentPassword: 'Same-pass1', password: 'Same-pass1', confirmPassword: 'Same-pass1' },
      M.newPasswordMustDiffer,
      ['password'],
    ],
    [
      { currentPassword: 'Old-pass1', password: 'New-pass1', confirmPassword: 'New-pass2' },
      M.passwordsMustMatch,
      ['confirmPassword'],
    ],
    [
      { currentPassword: '', password: 'New-pass1', confirmPassword: 'New-pass1' },
      M.required,
      ['currentPassword'],
    ],
    [
      { currentPassword: 'Old-pass1', password: 'newpass1', confirmPassword: 'newpass1' },
      M.passwordUppercase,
      ['password'],
    ],
  ]);
});

describe('ZMobileNumber (10 digits)', () => {
  acceptsAs(ZMobileNumber, [
    ['6135551234', '6135551234'],
    [' 4165550000 ', '4165550000'],
    ['0000000000', '0000000000'],
  ]);
  rejectsAll(ZMobileNumber, [
    ['', M.required],
    [undefined, M.required],
    ['613555123', M.mobile], // 9 digits
    ['61355512345', M.mobile], // 11 digits
    ['613-555-1234', M.mobile],
    ['(613) 5551234', M.mobile],
    ['+16135551234', M.mobile],
    ['613555123a', M.mobile],
  ]);
});

describe('ZUserName (≤30, lowercase letters, digits, underscores, letters and digits combined)', () => {
  acceptsAll(ZUserName, ['john_doe1', 'a1', '1a', '_x9_', `${a(29)}1`]);
  rejectsAll(ZUserName, [
    ['', M.required],
    ['   ', M.required],
    [undefined, M.required],
    [`${a(30)}1`, M.userNameMax], // 31 characters
    ['John1', M.userNameChars],
    ['john-1', M.userNameChars],
    ['john doe1', M.userNameChars],
    ['jöhn1', M.userNameChars],
    ['john.doe1', M.userNameChars],
    ['johndoe', M.userNameMix],
    ['12345', M.userNameMix],
    ['___', M.userNameMix],
    ['john_', M.userNameMix],
  ]);
});

describe('ZPersonName (2 to 79 English letters)', () => {
  acceptsAs(ZPersonName, [
    ['Al', 'Al'],
    ['Jean', 'Jean'],
    ['  Bob  ', 'Bob'],
    [a(79), a(79)],
  ]);
  rejectsAll(ZPersonName, [
    ['', M.required],
    ['  ', M.required],
    [undefined, M.required],
    ['A', M.nameLength],
    [a(80), M.nameLength],
    ['Jean-Luc', M.nameLetters],
    ["O'Brien", M.nameLetters],
    ['Mary Ann', M.nameLetters],
    ['Zoë', M.nameLetters],
    ['R2D2', M.nameLetters],
  ]);
});

describe('ZBusinessName (required, at most 150)', () => {
  acceptsAs(ZBusinessName, [
    ['Acme Ltd.', 'Acme Ltd.'],
    ['  B&B  ', 'B&B'],
    [a(150), a(150)],
  ]);
  rejectsAll(ZBusinessName, [
    ['', M.required],
    ['   ', M.required],
    [undefined, M.required],
    [a(151), M.businessNameMax],
  ]);
});

describe('ZBusinessDescription (at most 500)', () => {
  acceptsAll(ZBusinessDescription, ['', 'We fix bikes.', a(500)]);
  rejectsAll(ZBusinessDescription, [[a(501), M.businessDescriptionMax]]);
});

describe('ZWebsite / ZHttpsUrl (https:// only, at most 255, lowercased)', () => {
  const url255 = `https://${a(243)}.com`;
  it('the boundary URL is 255 characters long', () => expect(url255).toHaveLength(255));
  for (const [name, schema] of [
    ['ZWebsite', ZWebsite],
    ['ZHttpsUrl', ZHttpsUrl],
  ] as const) {
    describe(name, () => {
      acceptsAs(schema, [
        ['https://example.com', 'https://example.com'],
        ['HTTPS://Example.COM/Path?q=1', 'https://example.com/path?q=1'],
        ['  https://www.facebook.com/barterbits  ', 'https://www.facebook.com/barterbits'],
        ['https://t.me/barterbits', 'https://t.me/barterbits'],
        [url255, url255],
      ]);
      rejectsAll(schema, [
        ['', M.httpsUrl],
        ['http://example.com', M.httpsUrl],
        ['example.com', M.httpsUrl],
        ['www.example.com', M.httpsUrl],
        ['ftp://example.com', M.httpsUrl],
        ['https://', M.httpsUrl],
        ['https:// example.com', M.httpsUrl],
        ['https://exa mple.com', M.httpsUrl],
        ['javascript:alert(1)', M.httpsUrl],
        [`https://${a(244)}.com`, M.websiteMax],
      ]);
    });
  }
});

describe('ZSocials (website, Facebook, Instagram, YouTube, Telegram, X, LinkedIn)', () => {
  it('covers the seven links of the spec', () => {
    expect([...SOCIAL_NETWORKS]).toEqual([
      'website',
      'facebook',
      'instagram',
      'youtube',
      'telegram',
      'x',
      'linkedin',
    ]);
    expect(Object.keys(ZSocials.shape)).toEqual([...SOCIAL_NETWORKS]);
  });
  acceptsAs(ZSocials, [
    [{}, {}],
    [
      { website: '', facebook: undefined, x: 'HTTPS://X.com/BarterBits' },
      { website: '', facebook: undefined, x: 'https://x.com/barterbits' },
    ],
    [
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, `https://${n}.example.com/me`])),
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, `https://${n}.example.com/me`])),
    ],
  ]);
  for (const network of SOCIAL_NETWORKS) {
    describe(network, () => {
      rejectsAll(ZSocials, [
        [{ [network]: `http://${network}.example.com` }, M.httpsUrl, [network]],
        [{ [network]: `${network}.example.com/me` }, M.httpsUrl, [network]],
        [{ [network]: `https://${a(244)}.com` }, M.websiteMax, [network]],
      ]);
    });
  }
  it('reports the link message, not a generic union message', () => {
    expect(messagesOf(ZSocials, { instagram: 'http://instagram.com/me' })).toEqual([M.httpsUrl]);
    expect(messagesOf(ZSocials, { linkedin: `https://${a(300)}.com` })).toEqual([M.websiteMax]);
  });
});

describe('ZYouTubeUrl (video links: YouTube only)', () => {
  acceptsAs(ZYouTubeUrl, [
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=abc', 'https://m.youtube.com/watch?v=abc'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['https://WWW.YouTube.com/embed/AbC', 'https://WWW.YouTube.com/embed/AbC'],
    ['  https://youtu.be/x  ', 'https://youtu.be/x'],
  ]);
  rejectsAll(ZYouTubeUrl, [
    ['', M.youtubeOnly],
    ['https://vimeo.com/123456', M.youtubeOnly],
    ['https://notyoutube.com/watch?v=x', M.youtubeOnly],
    ['https://youtube.com.evil.example/watch?v=x', M.youtubeOnly],
    ['https://youtube.com@evil.example/watch?v=x', M.youtubeOnly],
    ['https://evil.example/?next=https://youtube.com', M.youtubeOnly],
    ['youtube.com/watch?v=x', M.youtubeOnly],
    ['ftp://youtube.com/x', M.youtubeOnly],
    ['javascript:alert(1)', M.youtubeOnly],
  ]);
});

describe('ZBio (at least 5)', () => {
  acceptsAs(ZBio, [
    ['Hello', 'Hello'],
    ['  I trade pottery.  ', 'I trade pottery.'],
  ]);
  rejectsAll(ZBio, [
    [undefined, M.required],
    ['', M.bioMin],
    ['Hiya', M.bioMin],
    ['  Hi  ', M.bioMin],
  ]);
});

describe('ZTextArea (under 250)', () => {
  acceptsAll(ZTextArea, ['', 'Some text', a(249)]);
  rejectsAll(ZTextArea, [
    [a(250), M.textAreaMax],
    [a(1000), M.textAreaMax],
  ]);
});

describe('ZCancelMembershipReason (at most 250)', () => {
  acceptsAll(ZCancelMembershipReason, ['', 'Moving away.', a(250), ` ${a(250)} `]);
  rejectsAll(ZCancelMembershipReason, [[a(251), M.cancelReasonMax]]);
});

describe('ZPostalCode (6 to 7 characters, A1A 1A1 or A1A1A1)', () => {
  acceptsAs(ZPostalCode, [
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a0b1', 'K1A0B1'],
    ['M5V3L9', 'M5V3L9'],
    ['  h2x 1y4  ', 'H2X 1Y4'],
  ]);
  rejectsAll(ZPostalCode, [
    ['', M.required],
    ['   ', M.required],
    [undefined, M.required],
    ['K1A0B', M.postalCodeLength], // 5
    ['K1A 0B12', M.postalCodeLength], // 8
    ['K1A  0B1', M.postalCodeLength], // 8
    ['K1A-0B1', M.postalCodeFormat],
    ['123456', M.postalCodeFormat],
    ['KKA 0B1', M.postalCodeFormat],
    ['1A1 A1A', M.postalCodeFormat],
    ['90210', M.postalCodeLength],
  ]);
});

describe('ZSelectedLocation (a location must be selected)', () => {
  const ottawa = { formatted_address: 'Ottawa, ON, Canada', latitude: 45.4215, longitude: -75.6972 };
  acceptsAll(ZSelectedLocation, [
    ottawa,
    { formatted_address: 'North Pole', latitude: 90, longitude: 180 },
    { formatted_address: 'South Pole', latitude: -90, longitude: -180 },
    { formatted_address: 'Null Island', latitude: 0, longitude: 0 },
  ]);
  rejectsAll(ZSelectedLocation, [
    [undefined, M.locationRequired],
    [null, M.locationRequired],
    ['Ottawa', M.locationRequired],
    [{}, M.locationRequired],
    [{ formatted_address: 'Ottawa' }, M.locationRequired], // typed, not picked: no coordinates
    [{ ...ottawa, formatted_address: '' }, M.locationRequired],
    [{ ...ottawa, formatted_address: '   ' }, M.locationRequired],
    [{ ...ottawa, latitude: 90.1 }, M.locationRequired],
    [{ ...ottawa, latitude: -90.1 }, M.locationRequired],
    [{ ...ottawa, longitude: 180.1 }, M.locationRequired],
    [{ ...ottawa, longitude: -180.1 }, M.locationRequired],
    [{ ...ottawa, latitude: '45.4' }, M.locationRequired],
    [{ ...ottawa, longitude: Number.NaN }, M.locationRequired],
  ]);
  it('every issue of an unpicked location carries the location message', () => {
    expect(new Set(messagesOf(ZSelectedLocation, { formatted_address: '' }))).toEqual(
      new Set([M.locationRequired]),
    );
  });
});

describe('ZSelectId (zero means missing)', () => {
  acceptsAs(ZSelectId, [
    [1, 1],
    ['3', 3],
    [42, 42],
  ]);
  rejectsAll(ZSelectId, [
    [0, M.required],
    ['0', M.required],
    ['', M.required],
    [undefined, M.required],
    [null, M.required],
    ['abc', M.required],
  ]);
});
