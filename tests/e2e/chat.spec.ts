import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@barterbits/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAdmin } from './support/auth.ts';
import { auth, makeMember as newMember, ok, publishedOffer, signedIn } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Chat with two (or three) people at once, each in their own browser context, with members of
 * their own (the demo conversations stay as the other specs and the README describe them):
 * - a member messages a seller from an offer; the seller sees it arrive live with the unread badge on the
 *   navigation's Chat link, replies, and the first sees the reply live and "Read" under their message;
 * - a message written while offline shows "Sending…" and is delivered once when the connection is back;
 * - a group operator mutes a member, whose composer is replaced at once by the refusal, and whose send
 *   made through the API is refused with the same clear message;
 * - a member reports a message; the admin opens it under Reported messages and bans the sender from chat,
 *   whose chat then says so.
 */
const PASSWORD = 'ChatJourney#Pass1';

/** A member of this spec. */
const makeMember = (request: APIRequestContext, firstName: string, lastName: string) =>
  newMember(request, firstName, lastName, { prefix: 'chat', password: PASSWORD });

/** The one-to-one conversation `from` opens with `to` (through the API); its id. */
async function directChannel(request: APIRequestContext, from: { token: string }, to: { id: string }) {
  const opened = await ok(
    await request.post('/v1/chat/direct', { headers: auth(from.token), data: { memberId: to.id } }),
  );
  return (opened.data.channel as { id: string }).id;
}

const chatLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chat' });

test.describe('chat between members', () => {
  test('message the seller from an offer: live delivery, unread badge, reply and read receipt', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seller = await makeMember(request, 'Sofia', 'Reyes');
    const buyer = await makeMember(request, 'Ben', 'Okafor');
    const title = `Garden help ${randomUUID().slice(0, 6)}`;
    const offerId = await publishedOffer(request, seller, title);

    const sellerPage = await signedIn(seller);
    await expect(chatLink(sellerPage)).toBeVisible();
    await expect(chatLink(sellerPage)).toHaveAccessibleDescription('');

    const buyerPage = await signedIn(buyer);
    await buyerPage.goto(`/offers?offerId=${offerId}`);
    await expect(buyerPage.getByRole('heading', { name: title })).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Message seller' }).click();
    await expect(buyerPage).toHaveURL(/\/chat\?channel=/);
    const thread = buyerPage.getByRole('log', { name: 'Messages' });
    // The offer travels as a card in the thread.
    await expect(thread.getByText(title)).toBeVisible();
    await buyerPage.getByRole('textbox', { name: 'Message' }).fill('Hi Sofia! Could you help on Saturday?');
    await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread.getByText('Hi Sofia! Could you help on Saturday?')).toBeVisible();
    await expect(thread.getByText('Sending…')).toHaveCount(0);

    // The seller, who only has the home page open, sees the badge appear live (no reload): the offer's
    // card and the message.
    await expect(chatLink(sellerPage)).toHaveAccessibleDescription('2 unread');
    await expect(chatLink(sellerPage).getByTestId('nav-count')).toHaveText('2');
    await chatLink(sellerPage).click();
    const conversation = sellerPage.getByRole('link', { name: buyer.name });
    await expect(conversation).toBeVisible();
    await conversation.click();
    const sellerThread = sellerPage.getByRole('log', { name: 'Messages' });
    await expect(sellerThread.getByText('Hi Sofia! Could you help on Saturday?')).toBeVisible();
    // Opening the conversation reads it: the badge goes.
    await expect(chatLink(sellerPage)).toHaveAccessibleDescription('');
    await expect(chatLink(sellerPage).getByTestId('nav-count')).toBeHidden();
    // …and the buyer sees "Read" under their message, live.
    await expect(thread.getByText(/Read/)).toBeVisible();

    await sellerPage.getByRole('textbox', { name: 'Message' }).fill('Yes, Saturday at 10 works. See you!');
    await sellerPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(thread.getByText('Yes, Saturday at 10 works. See you!')).toBeVisible();

    await sellerPage.context().close();
    await buyerPage.context().close();
  });

  test('a message written offline waits as "Sending…" and is delivered once when back online', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const a = await makeMember(request, 'Nadia', 'Fraser');
    const b = await makeMember(request, 'Owen', 'Park');
    const channelId = await directChannel(request, a, b);

    // At phone width: the thread alone, its Send button clear of the floating Need Help button.
    const page = await signedIn(a);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/chat?channel=${channelId}`);
    await expect(page.getByRole('heading', { name: b.name, level: 2 })).toBeVisible();
    // The conversation has loaded (its empty state) before the connection drops.
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('Written on the subway');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread.getByText('Written on the subway')).toBeVisible();
    await expect(thread.getByText('Sending…')).toBeVisible();

    await page.context().setOffline(false);
    await expect(thread.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
    // Exactly one message on the server, and b reads it.
    const list = await request.get(`/v1/chat/channels/${channelId}/messages`, { headers: auth(b.token) });
    const { data } = (await list.json()) as { data: { text: string | null }[] };
    expect(data.filter((m) => m.text === 'Written on the subway')).toHaveLength(1);
    await page.context().close();
  });

  test('a message sent while the conversation is still loading shows at once and is delivered once', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const a = await makeMember(request, 'Leah', 'Moreau');
    const b = await makeMember(request, 'Theo', 'Grant');
    const channelId = await directChannel(request, a, b);

    // The history is read at once but reaches the browser late (a slow connection): the member writes
    // before it has loaded, and the answer that arrives does not hold the message.
    const page = await signedIn(a);
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    let held = 0;
    await page.route(`**/v1/chat/channels/${channelId}/messages*`, async (route) => {
      if (route.request().method() !== 'GET' || held++ > 0) return route.continue();
      const response = await route.fetch();
      await released;
      // The app may have given up on this answer and asked again (the browser aborted it).
      await route.fulfill({ response }).catch(() => undefined);
    });
    await page.goto(`/chat?channel=${channelId}`);
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread.getByRole('progressbar', { name: 'Loading messages' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent before the history came');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread.getByText('Sent before the history came')).toBeVisible();

    release();
    await expect(thread.getByRole('progressbar', { name: 'Loading messages' })).toHaveCount(0);
    await expect(thread.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
    await expect(thread.getByText('Sent before the history came')).toHaveCount(1);
    const list = await request.get(`/v1/chat/channels/${channelId}/messages`, { headers: auth(b.token) });
    const { data } = (await list.json()) as { data: { text: string | null }[] };
    expect(data.filter((m) => m.text === 'Sent before the history came')).toHaveLength(1);
    await page.context().close();
  });
});

test.describe('moderation', () => {
  test('a group operator mutes a member, whose next message is refused with a clear message', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const operator = await makeMember(request, 'Grace', 'Holm');
    const member = await makeMember(request, 'Milo', 'Dunn');
    const group = await ok(
      await request.post('/v1/chat/channels', {
        headers: auth(operator.token),
        data: { name: 'Hydrostone tool library', memberIds: [member.id] },
      }),
    );
    const channelId = group.data.id as string;

    const memberPage = await signedIn(member);
    await memberPage.goto(`/chat?channel=${channelId}`);
    await memberPage.getByRole('textbox', { name: 'Message' }).fill('Who has a ladder?');
    await memberPage.getByRole('button', { name: 'Send', exact: true }).click();
    const memberThread = memberPage.getByRole('log', { name: 'Messages' });
    await expect(memberThread.getByText('Who has a ladder?')).toBeVisible();

    const operatorPage = await signedIn(operator);
    await operatorPage.goto(`/chat?channel=${channelId}`);
    await expect(
      operatorPage.getByRole('log', { name: 'Messages' }).getByText('Who has a ladder?'),
    ).toBeVisible();
    await operatorPage.getByRole('button', { name: 'Conversation options' }).click();
    await operatorPage.getByRole('menuitem', { name: 'Group details' }).click();
    const details = operatorPage.getByRole('dialog', { name: 'Hydrostone tool library' });
    await details.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await operatorPage.getByRole('menuitem', { name: 'Mute…' }).click();
    const mute = operatorPage.getByRole('dialog', { name: `Mute ${member.name}` });
    await mute.getByRole('radio', { name: '1 day' }).check();
    await mute.getByRole('textbox', { name: 'Reason' }).fill('Please keep to tool loans.');
    await mute.getByRole('button', { name: 'Mute' }).click();
    await expect(operatorPage.getByText(CHAT_MESSAGES.mutedDone)).toBeVisible();
    await expect(details.getByText(/^Muted/)).toBeVisible();

    // The muted member's page says so at once (live), in place of the composer…
    await expect(memberPage.getByText(/You have been muted in this conversation until/)).toBeVisible();
    await expect(memberPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    // …and a send that still reaches the server is refused with the same message, changing nothing.
    const refused = await request.post(`/v1/chat/channels/${channelId}/messages`, {
      headers: auth(member.token),
      data: { clientId: `e2e-${randomUUID()}`, kind: 'TEXT', text: 'Anyone?' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^You have been muted in this conversation until /,
    );
    await operatorPage.context().close();
    await memberPage.context().close();
  });

  test('the admin bans a member from chat after a report', async ({ request, page }) => {
    test.setTimeout(150_000);
    const reporter = await makeMember(request, 'Iris', 'Vale');
    const offender = await makeMember(request, 'Rex', 'Spammer');
    const channelId = await directChannel(request, offender, reporter);
    const spam = `Cheap BITS for cash ${randomUUID().slice(0, 6)}, e-transfer me now`;
    await ok(
      await request.post(`/v1/chat/channels/${channelId}/messages`, {
        headers: auth(offender.token),
        data: { clientId: `e2e-${randomUUID()}`, kind: 'TEXT', text: spam },
      }),
    );

    // The reporter reports it from the thread.
    const reporterPage = await signedIn(reporter);
    await reporterPage.goto(`/chat?channel=${channelId}`);
    await expect(reporterPage.getByRole('log', { name: 'Messages' }).getByText(spam)).toBeVisible();
    await reporterPage.getByRole('button', { name: `Message options (${offender.name})` }).click();
    await reporterPage.getByRole('menuitem', { name: 'Report' }).click();
    const report = reporterPage.getByRole('dialog', { name: 'Report message' });
    await report.getByRole('combobox', { name: 'Reason' }).click();
    await reporterPage.getByRole('option', { name: 'Scam or fraud' }).click();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(reporterPage.getByText(CHAT_MESSAGES.reported)).toBeVisible();
    await reporterPage.context().close();

    // The admin finds it under Reported messages and bans the sender from chat everywhere.
    await signInAdmin(page);
    await page.goto('/admin/chat-reports');
    await page.getByText(spam.slice(0, 30)).first().click();
    await expect(page.getByRole('button', { name: 'Ban sender from chat' })).toBeVisible();
    await page.getByRole('button', { name: 'Ban sender from chat' }).click();
    const ban = page.getByRole('dialog', { name: 'Ban Rex Spammer from chat?' });
    await ban.getByRole('radio', { name: 'Permanent' }).check();
    await ban.getByRole('textbox', { name: 'Reason' }).fill('Selling BITS for cash.');
    await ban.getByRole('button', { name: 'Ban from chat' }).click();
    await expect(page.getByText('The sender is banned from chat.')).toBeVisible();

    // The offender's chat now says so.
    const offenderPage = await signedIn(offender);
    await offenderPage.goto('/chat');
    await expect(offenderPage.getByText(CHAT_MESSAGES.bannedEverywhere)).toBeVisible();
    await offenderPage.context().close();
  });
});
