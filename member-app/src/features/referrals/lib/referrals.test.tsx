// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { formatBits, REFERRAL_STATE_LABELS } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import { RewardCard } from '../components/reward-card.tsx';
import {
  invitesLeftText,
  referralLatestStep,
  referralStateLabel,
  referralWho,
  rewardRulesText,
  rewardsLeftText,
} from './referrals.ts';

const base = {
  source: 'EMAIL' as const,
  invitedAt: '2026-01-02T15:00:00Z',
  registeredAt: null,
  qualifiedAt: null,
  rewardedAt: null,
  voidedAt: null,
  createdAt: '2026-01-02T15:00:00Z',
};

beforeAll(async () => {
  startLanguage('en-CA');
  await loadCatalogs(['referrals']);
});

describe('referral texts', () => {
  it('labels a state as the contracts do', () => {
    expect(referralStateLabel('REGISTERED')).toBe(REFERRAL_STATE_LABELS.REGISTERED);
    expect(referralStateLabel('REWARDED')).toBe('Rewarded');
  });

  it('names the friend once they joined, else the invited address', () => {
    expect(referralWho({ inviteeName: 'Priya S.', inviteeEmail: 'priya@example.com' })).toBe('Priya S.');
    expect(referralWho({ inviteeName: null, inviteeEmail: 'jamie@example.com' })).toBe('jamie@example.com');
    expect(referralWho({ inviteeName: null, inviteeEmail: null })).toBe('A friend');
  });

  it('dates the latest step of an invite', () => {
    expect(referralLatestStep({ ...base, state: 'INVITED' })).toMatch(/^Invited Jan [23], 2026$/);
    expect(referralLatestStep({ ...base, state: 'REWARDED', rewardedAt: '2026-03-10T15:00:00Z' })).toMatch(
      /^Rewarded Mar 10, 2026$/,
    );
    expect(
      referralLatestStep({
        ...base,
        source: 'LINK',
        invitedAt: null,
        state: 'REGISTERED',
        registeredAt: '2026-02-01T15:00:00Z',
      }),
    ).toMatch(/^Joined with your link Feb 1, 2026$/);
    // A missing step date falls back to when the invite was made.
    expect(referralLatestStep({ ...base, state: 'VOID' })).toMatch(/^Void since Jan [23], 2026$/);
  });

  it('explains the reward from the rules in force', () => {
    const text = rewardRulesText({ rewardCents: 25_00, monthlyCap: 10 });
    expect(text[0]).toBe(`You earn ${formatBits(25_00)} for each friend who joins with your link or code.`);
    expect(text[2]).toContain('up to 10 rewards a month');
    expect(rewardRulesText({ rewardCents: 5_00, monthlyCap: 1 })[2]).toContain('up to 1 reward a month');
    expect(rewardRulesText({ rewardCents: 0, monthlyCap: 10 })).toHaveLength(1);
  });

  it('counts what is left', () => {
    expect(rewardsLeftText(0)).toBe("You have reached this month's reward limit.");
    expect(rewardsLeftText(1)).toBe('1 reward left this month.');
    expect(invitesLeftText(20)).toBe('20 invitations left today.');
    expect(invitesLeftText(0)).toContain('No e-mail invitations left today');
  });
});

describe('referral texts in French', () => {
  afterEach(() => changeLocale('en-CA'));

  it('reads the states, steps, counts and the reward card in French', async () => {
    await changeLocale('fr-CA');
    expect(referralStateLabel('REWARDED')).toBe('Récompensé');
    expect(referralWho({ inviteeName: null, inviteeEmail: null })).toBe('Un ami');
    expect(referralLatestStep({ ...base, state: 'REWARDED', rewardedAt: '2026-03-10T15:00:00Z' })).toBe(
      'Récompensé le 10 mars 2026',
    );
    expect(rewardsLeftText(0)).toBe('Vous avez atteint la limite de récompenses de ce mois.');
    expect(invitesLeftText(2)).toBe('2 invitations restantes aujourd’hui.');
    const card = renderToStaticMarkup(
      <RewardCard
        summary={
          {
            rules: { rewardCents: 25_00, monthlyCap: 1 },
            rewardedCents: 0,
            counts: { INVITED: 0, REGISTERED: 0, QUALIFIED: 0, REWARDED: 0, VOID: 0 },
            rewardsLeftThisMonth: 1,
          } as never
        }
      />,
    );
    expect(card).toContain('Comment fonctionne la récompense');
    expect(card).toContain('jusqu’à 1 récompense par mois');
    expect(card).toContain('1 récompense restante ce mois-ci.');
  });
});
