/**
 * The demo community, seeded on a real start only, after the demo accounts and offers:
 * three neighbours of alex in Toronto (so alex's home feed, search and Find Members are not empty),
 * finished barters between them paid through the ledger, heart reviews with a reply and votes, and
 * alex's invitations in each referral state. Every row obeys the rules the services enforce: reviews
 * come from the two parties of an ACCEPTED barter, votes from members who are neither party, and the
 * one rewarded referral is paid once from the REWARDS account. Buyer protection: alex's dinner from priya is
 * still on hold for him, and priya disputes the snow tires she bought from alex.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import {
  barterDisputeEvents,
  barterDisputes,
  barterRequests,
  offers,
  referralCodes,
  referrals,
  reviewReplies,
  reviews,
  reviewVoteHistory,
  reviewVotes,
  users,
} from './db/schema.ts';
import { memberAccountId, newReference, postMovement, systemAccountId } from './modules/wallet/ledger.ts';

/** BITS every neighbour was welcomed with (a REWARDS movement), so they can pay for their barters. */
const WELCOME_CENTS = 50_000n;
const DAY_MS = 24 * 60 * 60_000;
/** The demo's held payment is held as long as the product's default hold. */
const DEMO_HOLD_DAYS = 7;

const idOf = async (db: DbOrTx, email: string): Promise<string> => {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`seed-community: demo member ${email} is missing`);
  return u.id;
};

const offerOf = async (db: DbOrTx, userId: string, title: string) => {
  const [o] = await db
    .select({ id: offers.id, title: offers.title })
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.title, title)));
  if (!o) throw new Error(`seed-community: demo offer "${title}" is missing`);
  return o;
};

export interface CommunityOptions {
  /** The referral reward (configuration), paid once for the demo's qualified referral. */
  referralRewardCents: bigint;
  /** The time the community's events are stamped with (default: now). */
  now?: Date;
}

/** Seeds the demo community; returns the number of reviews written. */
export async function seedDemoCommunity(db: DbOrTx, opts: CommunityOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const alex = await idOf(tx, 'alex@demo.barterbits.ca');
    const priya = await idOf(tx, 'priya@demo.barterbits.ca');
    const omar = await idOf(tx, 'omar@demo.barterbits.ca');
    const lina = await idOf(tx, 'lina@demo.barterbits.ca');
    const camille = await idOf(tx, 'camille@demo.barterbits.ca');
    const rewards = await systemAccountId(tx, 'REWARDS');

    for (const member of [priya, omar, lina, camille]) {
      await postMovement(tx, {
        type: 'REWARDS',
        amountCents: WELCOME_CENTS,
        legs: [
          { accountId: rewards, amountCents: -WELCOME_CENTS },
          { accountId: await memberAccountId(tx, member), amountCents: WELCOME_CENTS },
        ],
        memo: 'Welcome to BarterBits',
        initiatedBy: null,
      });
    }

    /**
     * A barter the buyer accepted: paid buyer → seller (a finished barter), or, with `held`, paid at
     * `held.paidAt` into BARTER_HOLDING, held for the buyer's protection (the product's default hold).
     */
    const barter = async (
      sellerId: string,
      buyerId: string,
      offerTitle: string,
      amountCents: bigint,
      held?: { paidAt: Date; note: string | null },
    ) => {
      const offer = await offerOf(tx, sellerId, offerTitle);
      const [row] = await tx
        .insert(barterRequests)
        .values({
          reference: newReference('BR'),
          sellerId,
          buyerId,
          offerId: offer.id,
          offerTitle: offer.title,
          amountCents,
          status: 'ACCEPTED',
          decidedAt: held?.paidAt ?? new Date(),
          ...(held
            ? {
                note: held.note,
                createdAt: held.paidAt,
                holdStatus: 'HELD',
                releaseAt: new Date(held.paidAt.getTime() + DEMO_HOLD_DAYS * DAY_MS),
              }
            : {}),
        })
        .returning();
      const { transaction } = await postMovement(tx, {
        type: 'SALE_PURCHASE',
        amountCents,
        legs: [
          { accountId: await memberAccountId(tx, buyerId), amountCents: -amountCents },
          {
            accountId: held
              ? await systemAccountId(tx, 'BARTER_HOLDING')
              : await memberAccountId(tx, sellerId),
            amountCents,
          },
        ],
        memo: offer.title,
        initiatedBy: buyerId,
        relatedType: 'BARTER',
        relatedId: row!.id,
        metadata: { barterReference: row!.reference, sellerId, buyerId, ...(held ? { stage: 'HOLD' } : {}) },
      });
      await tx
        .update(barterRequests)
        .set({ transactionId: transaction.id })
        .where(eq(barterRequests.id, row!.id));
      return row!.id;
    };

    const priyaBuysBike = await barter(alex, priya, 'Vintage road bike', 25_000n);
    const linaBuysLessons = await barter(alex, lina, 'Guitar lessons for beginners', 8_000n);
    const priyaBuysTuneUp = await barter(omar, priya, 'Full bike tune-up', 6_000n);
    // alex has not reviewed this one yet: "Write a review" is live on Riverdale Bike Works' profile.
    const alexBuysTuneUp = await barter(omar, alex, 'Full bike tune-up', 6_000n);

    const at = (daysAgo: number) => new Date((opts.now ?? new Date()).getTime() - daysAgo * DAY_MS);

    // Buyer protection: alex paid priya for a dinner two days ago and the BITS are still held for him
    // (alex sees "Confirm you received it", priya "On hold, released on …").
    await barter(priya, alex, 'Home-cooked Indian dinner for four', 6_000n, {
      paidAt: at(2),
      note: 'Pick-up Friday at 6 pm',
    });
    // priya disputes alex's snow tires (alex has an answer to give; the console a dispute to decide).
    const tires = await barter(alex, priya, 'Set of snow tires', 12_000n, { paidAt: at(3), note: null });
    await tx.update(barterRequests).set({ holdStatus: 'DISPUTED' }).where(eq(barterRequests.id, tires));
    const disputeText = 'Two of the four tires have cracks in the sidewall, which the offer did not mention.';
    const [tiresDispute] = await tx
      .insert(barterDisputes)
      .values({ barterId: tires, reason: 'NOT_AS_DESCRIBED', text: disputeText, openedAt: at(1) })
      .returning({ id: barterDisputes.id });
    await tx.insert(barterDisputeEvents).values({
      disputeId: tiresDispute!.id,
      kind: 'OPENED',
      actorRole: 'BUYER',
      actorId: priya,
      text: disputeText,
      createdAt: at(1),
    });

    const review = async (
      barterRequestId: string,
      authorId: string,
      subjectId: string,
      hearts: number,
      text: string,
    ) => {
      const [row] = await tx
        .insert(reviews)
        .values({ barterRequestId, authorId, subjectId, hearts, text })
        .returning({ id: reviews.id });
      return row!.id;
    };
    const priyaOnAlex = await review(
      priyaBuysBike,
      priya,
      alex,
      5,
      'The bike was exactly as described and Alex adjusted the seat for me before I rode off. Smooth trade!',
    );
    await review(priyaBuysBike, alex, priya, 5, 'Priya was on time and easy to arrange with. Happy riding!');
    const linaOnAlex = await review(
      linaBuysLessons,
      lina,
      alex,
      4,
      'Patient teacher and good exercises. One lesson started a little late, otherwise great.',
    );
    await review(priyaBuysTuneUp, priya, omar, 5, 'Quick, friendly and my gears have never shifted better.');
    await review(priyaBuysTuneUp, omar, priya, 4, 'Dropped the bike off and picked it up as agreed. Thanks!');
    await review(alexBuysTuneUp, omar, alex, 5, 'Alex brought the bike in clean and paid right away.');

    await tx.insert(reviewReplies).values({
      reviewId: priyaOnAlex,
      authorId: alex,
      text: 'Thanks Priya! Enjoy the rides along the waterfront.',
    });

    const vote = async (reviewId: string, userId: string, reaction: 'LIKE' | 'DISLIKE') => {
      await tx.insert(reviewVotes).values({ reviewId, userId, reaction });
      await tx.insert(reviewVoteHistory).values({ reviewId, userId, reaction });
    };
    await vote(priyaOnAlex, lina, 'LIKE');
    await vote(priyaOnAlex, omar, 'LIKE');
    await vote(linaOnAlex, priya, 'LIKE');
    await vote(linaOnAlex, omar, 'DISLIKE');

    // alex's invitations: priya qualified (her first barter with someone other than alex: Omar's tune-up)
    // and was rewarded; lina signed up but her only purchase is from alex, which does not qualify; one
    // invitation is still waiting.
    await tx.insert(referralCodes).values({ userId: alex, code: 'ALEX2468' }).onConflictDoNothing();
    await tx.update(users).set({ invitedBy: alex }).where(eq(users.id, priya));
    await tx.update(users).set({ invitedBy: alex }).where(eq(users.id, lina));
    const now = opts.now ?? new Date();
    const reward = opts.referralRewardCents;
    const [priyaReferral] = await tx
      .insert(referrals)
      .values({
        referrerId: alex,
        inviteeEmail: 'priya@demo.barterbits.ca',
        inviteeId: priya,
        state: 'QUALIFIED',
        invitedAt: now,
        registeredAt: now,
        qualifiedAt: now,
      })
      .returning({ id: referrals.id });
    const { transaction: rewardTx } = await postMovement(tx, {
      type: 'REWARDS',
      amountCents: reward,
      legs: [
        { accountId: rewards, amountCents: -reward },
        { accountId: await memberAccountId(tx, alex), amountCents: reward },
      ],
      // As modules/referrals/hooks.ts pays a reward (its key makes a second payment impossible).
      memo: 'Invite a friend reward',
      initiatedBy: alex,
      idempotencyKey: `referral-reward:${priyaReferral!.id}`,
      metadata: { action: 'REFERRAL_REWARD', referralId: priyaReferral!.id, inviteeId: priya },
    });
    await tx
      .update(referrals)
      .set({ state: 'REWARDED', rewardCents: reward, rewardTransactionId: rewardTx.id, rewardedAt: now })
      .where(eq(referrals.id, priyaReferral!.id));
    await tx.insert(referrals).values([
      {
        referrerId: alex,
        inviteeEmail: 'lina@demo.barterbits.ca',
        inviteeId: lina,
        state: 'REGISTERED',
        invitedAt: now,
        registeredAt: now,
      },
      { referrerId: alex, inviteeEmail: 'jamie.friend@example.com', state: 'INVITED', invitedAt: now },
    ]);
    return 6;
  });
}
