/**
 * What the server writes for a member is in the RECIPIENT's language (`users.language`), whoever caused
 * it: e-mails (subject, text and HTML, the frame too), in-app notices (and the push and e-mail made from
 * them), the notice e-mail's unsubscribe lines. Statement files and success messages answer a request,
 * so they are in the request's language (`req.locale`: Accept-Language, else the account's). And the
 * testing API makes a French account (`language`), as e2e specs and these tests need.
 */

import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { ERROR_MESSAGES } from '@barterbits/contracts';
import errorsFr from '@barterbits/contracts/i18n/errors/fr-CA.ts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, outboxEmails, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { build, call, createUser, freshIp, requests, testIdempotencyKey } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

const PUBLIC_URL = 'https://app.example.test';
const app = await build({ config: { enableTestApi: true, publicUrl: PUBLIC_URL } });
const db = app.database.db;
const http = requests(app);
const PRODUCT = app.config.productName;
const PASSWORD = 'Langues#Test1';
const PIN = '2468';
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
const NBSP = '\u00a0';

let n = 0;
/** A member made through the testing API, in `language` when given, with a PIN: ready to send gifts. */
async function member(language?: 'en-CA' | 'fr-CA', firstName = 'Test') {
  const email = `langue.${++n}.${randomUUID().slice(0, 8)}@example.com`;
  const s = await createUser(app, {
    email,
    password: PASSWORD,
    stage: 'COMPLETED',
    firstName,
    lastName: 'Member',
    ...(language ? { language } : {}),
  });
  const pin = await http.post('/v1/user/set-pin', s.accessToken, { pin: PIN, confirmPin: PIN });
  expect(pin.statusCode, pin.body).toBe(200);
  return { id: s.user.id, email, token: s.accessToken, name: `${firstName} M.` };
}
type Member = Awaited<ReturnType<typeof member>>;

const storedLanguage = async (id: string) =>
  (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

/** The e-mails sent to an address, newest first. */
const mailsTo = (to: string) =>
  db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt));

/** The requests' own runs of the deliverer, then one more for anything left. */
const delivered = async () => {
  await backgroundSettled();
  await app.notificationDelivery.deliverPending();
  await backgroundSettled();
};

/** A gift sent by `from`, the request in English (the sender's browser). */
async function gift(from: Member, to: Member, amountCents: number) {
  const res = await call(app, 'sendGift', {
    as: from.token,
    body: { recipientEmail: to.email, amountCents, pin: PIN },
    headers: ENGLISH,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.gift.id as string;
}

async function noticesOf(m: Member, headers = ENGLISH) {
  const res = await http.get(`/v1/notify?userId=${m.id}&limit=100`, m.token, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { type: string; title: string; body: string }[];
}

describe('the testing API makes an account in a language', () => {
  it('stores the language given, en-CA when none, and refuses one not offered', async () => {
    const french = await member('fr-CA');
    const english = await member();
    expect(await storedLanguage(french.id)).toBe('fr-CA');
    expect(await storedLanguage(english.id)).toBe('en-CA');
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/testing/users',
      payload: {
        email: `langue.${randomUUID()}@example.com`,
        password: PASSWORD,
        stage: 'COMPLETED',
        language: 'de-DE',
      },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("e-mails in the recipient's language", () => {
  it('a French member asking for a new password from an English page gets the e-mail in French', async () => {
    const french = await member('fr-CA');
    const res = await call(app, 'forgotPassword', {
      body: { email: french.email },
      headers: ENGLISH,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled();
    const [mail] = await mailsTo(french.email);
    expect(mail?.template).toBe('password-reset');
    expect(mail?.subject).toBe(`Réinitialisez votre mot de passe ${PRODUCT}`);
    expect(mail?.text).toContain('Bonjour,');
    expect(mail?.text).toContain(`Réinitialiser le mot de passe${NBSP}: ${PUBLIC_URL}/`);
    expect(mail?.text).toContain(`Des questions${NBSP}? Écrivez à ${app.config.supportEmail}.`);
    expect(mail?.text).toContain(`L’équipe ${PRODUCT}`);
    expect(mail?.html).toContain('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur');
    expect(mail?.html).toContain('<html lang="fr-CA">');
  });

  it('signing up from a French browser: the verification e-mail is French (the new account reads in French)', async () => {
    const email = `langue.inscription.${randomUUID().slice(0, 8)}@example.com`;
    const res = await call(app, 'signUp', {
      body: { email, password: PASSWORD, confirmPassword: PASSWORD },
      headers: FRENCH,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      template: 'email-verification',
      subject: `Confirmez votre adresse courriel pour ${PRODUCT}`,
    });
    expect(mail?.text).toContain(`Bienvenue sur ${PRODUCT}${NBSP}! Veuillez confirmer`);
    expect(mail?.text).toContain(`Confirmer le courriel${NBSP}: ${PUBLIC_URL}/`);
  });

  it('an English member still gets the English e-mail, word for word, from a French page', async () => {
    const english = await member('en-CA');
    const res = await call(app, 'forgotPassword', {
      body: { email: english.email },
      headers: FRENCH,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled();
    const [mail] = await mailsTo(english.email);
    expect(mail?.subject).toBe(`Reset your ${PRODUCT} password`);
    expect(mail?.text).toContain('Hello,\n\nWe received a request to reset the password of your account.');
    expect(mail?.text).toContain(`Reset password: ${PUBLIC_URL}/`);
    expect(mail?.text).toContain(`Questions? Write to ${app.config.supportEmail}.\nThe ${PRODUCT} team`);
  });
});

describe("notices in the recipient's language, whoever caused them", () => {
  it('an English sender’s gift to a French member: a French notice, a French push row and a French e-mail, amounts the French way', async () => {
    const sender = await member('en-CA', 'Alice');
    const french = await member('fr-CA', 'Benoit');
    await loadBits(db, sender.id, 2_000_00);
    const giftId = await gift(sender, french, 1_234_50);

    // Read from an English page: the notice was written in the recipient's language when it was made.
    const [notice] = await noticesOf(french);
    expect(notice).toMatchObject({
      type: 'GIFT_RECEIVED',
      title: 'Vous avez reçu un cadeau de BITS',
      body: `Alice M. vous a envoyé 1${NBSP}234,50${NBSP}BITS. Recevez-le avant qu’il expire.`,
    });

    // Push and the generic e-mail are made from the same words (the delivery rows carry them).
    const rows = await db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, french.id), eq(notificationDeliveries.channel, 'EMAIL')));
    expect(rows.map((r) => r.title)).toContain('Vous avez reçu un cadeau de BITS');

    await delivered();
    const [mail] = await mailsTo(french.email);
    expect(mail?.template).toBe('gift-received');
    expect(mail?.subject).toBe(`Alice M. vous a envoyé 1${NBSP}234,50${NBSP}BITS`);
    expect(mail?.text).toContain(
      `Alice M. vous a envoyé un cadeau de 1${NBSP}234,50${NBSP}BITS sur ${PRODUCT}.`,
    );
    expect(mail?.text).toContain(`Recevoir votre cadeau${NBSP}: ${PUBLIC_URL}/bits-gift/${giftId}`);
    expect(mail?.text).toMatch(/Recevez-le avant le \d{1,2} [a-zéû]+\.? \d{4}\u00a0; ensuite/);
    // The group's unsubscribe lines added by the deliverer are French too.
    expect(mail?.text).toContain(
      `Vous recevez ce courriel parce que les courriels «${NBSP}Cadeaux${NBSP}» sont activés dans vos paramètres de notification.`,
    );
    expect(mail?.text).toContain(
      `Ne plus recevoir les courriels «${NBSP}Cadeaux${NBSP}»${NBSP}: ${PUBLIC_URL}/v1/notify/`,
    );
  });

  it('a French sender’s gift to an English member stays English (the recipient’s language, not the sender’s)', async () => {
    const sender = await member('fr-CA', 'Chloe');
    const english = await member('en-CA', 'Dana');
    await loadBits(db, sender.id, 200_00);
    const res = await call(app, 'sendGift', {
      as: sender.token,
      body: { recipientEmail: english.email, amountCents: 123_45, pin: PIN },
      headers: FRENCH,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await noticesOf(english, FRENCH);
    expect(notice).toMatchObject({
      title: 'You received a BITS gift',
      body: 'Chloe M. sent you 123.45 BITS. Claim it before it expires.',
    });
    await delivered();
    const [mail] = await mailsTo(english.email);
    expect(mail?.subject).toBe('Chloe M. sent you 123.45 BITS');
  });

  it('a notice without an e-mail of its own goes out in the generic notice e-mail, framed in French', async () => {
    const sender = await member('en-CA', 'Eve');
    const french = await member('fr-CA', 'Fabien');
    await loadBits(db, sender.id, 10_00);
    const giftId = await gift(sender, french, 5_00);
    await delivered();
    const cancelled = await call(app, 'cancelGift', {
      as: sender.token,
      body: { giftId },
      idempotencyKey: testIdempotencyKey(),
      headers: ENGLISH,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [notice] = await noticesOf(french);
    expect(notice).toMatchObject({
      type: 'GIFT_CANCELLED',
      title: 'Un cadeau a été annulé',
      body: `Eve M. a annulé son cadeau de 5,00${NBSP}BITS pour vous.`,
    });
    await delivered();
    const [mail] = await mailsTo(french.email);
    expect(mail?.template).toBe('notification');
    expect(mail?.subject).toBe('Un cadeau a été annulé');
    expect(mail?.text).toContain(`Eve M. a annulé son cadeau de 5,00${NBSP}BITS pour vous.`);
    expect(mail?.text).toContain(`L’ouvrir${NBSP}: ${PUBLIC_URL}/bits-gift/${giftId}`);
    expect(mail?.html).toContain(`Ouvrir dans ${PRODUCT}`);

    // Its unsubscribe link answers a page in the member's language, whatever the browser says.
    const unsubscribe = mail?.links?.find((l) => l.includes('/v1/notify/unsubscribe'));
    const page = await app.inject({
      method: 'GET',
      url: unsubscribe!.slice(PUBLIC_URL.length),
      headers: ENGLISH,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<h1>Vous êtes désabonné</h1>');
    expect(page.body).toContain(`Vous ne recevrez plus de courriels «${NBSP}Cadeaux${NBSP}».`);
  });
});

/**
 * The text lines of a PDF made by pdfkit (its content streams are deflated; text is hex in TJ arrays,
 * in the standard fonts' WinAnsi code: its ’ and — are read back here).
 */
function pdfText(pdf: Buffer): string[] {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[(.*?)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join('')
          .replace(/\x92/g, '’')
          .replace(/\x97/g, '—'),
      );
    }
  }
  return out;
}

describe("statement files in the request's language", () => {
  const download = (m: Member, kind: 'csv' | 'pdf', headers: Record<string, string> = {}) =>
    http.get(`/v1/wallet/statement?period=THIS_MONTH&download=${kind}`, m.token, { headers });

  it('a French member’s CSV: French column names and type labels; the cells stay data', async () => {
    const french = await member('fr-CA');
    await loadBits(db, french.id, 1_234_50);
    const csv = await download(french, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('Date,Référence,Type,Statut,Contrepartie,Note,Montant (BITS),Solde après (BITS)');
    expect(row).toContain(',Chargement de BITS,');
    expect(row).toContain(',1234.50,1234.50');
  });

  it('a French member’s PDF: French headings, amounts and dates the French way', async () => {
    const french = await member('fr-CA', 'Gabrielle');
    await loadBits(db, french.id, 1_234_50);
    const pdf = await download(french, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${PRODUCT} — Relevé de BITS`);
    expect(text).toContain(`Membre${NBSP}: Gabrielle Member`);
    expect(text).toContain(`Solde d’ouverture${NBSP}: 0,00${NBSP}BITS`);
    expect(text).toContain(`Solde de clôture${NBSP}: 1${NBSP}234,50${NBSP}BITS`);
    // A French label may wrap in its column: its lines read on.
    expect(text.join('')).toContain('Chargement de BITS');
    expect(text).toContain('Référence');
    // "30 nov. 2026, 14 h 05": the day, the abbreviated month and the 24-hour time.
    expect(text.some((line) => /^\d{1,2} [a-zéû]+\.? \d{4}, \d{1,2} h \d{2}$/.test(line))).toBe(true);
  });

  it('the request’s language wins: an English member downloading from a French page gets French; English stays as it was', async () => {
    const english = await member('en-CA');
    await loadBits(db, english.id, 1_00);
    expect((await download(english, 'csv', FRENCH)).body.split('\r\n')[0]).toContain('Référence');
    const csv = await download(english, 'csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Date,Reference,Type,Status,Counterparty,Memo,Amount (BITS),Balance after (BITS)',
    );
    expect(csv.body).toContain(',Load BITS,');
    expect(pdfText((await download(english, 'pdf')).rawPayload)).toContain('Closing balance: 1.00 BITS');
  });
});

describe("success messages in the request's language", () => {
  it('a text the route writes and one of the constants are French for a French request, English otherwise', async () => {
    const m = await member('en-CA');
    const french = await call(app, 'logout', { as: m.token, headers: FRENCH });
    expect(french.json()).toMatchObject({ message: errorsFr['errors.auth.signedOut'] });

    const forgot = (headers: Record<string, string>) =>
      call(app, 'forgotPassword', {
        body: { email: `nobody.${randomUUID()}@example.com` },
        headers,
        remoteAddress: freshIp(),
      });
    expect((await forgot(FRENCH)).json().message).toBe(errorsFr['errors.forgotPasswordSent']);
    expect((await forgot(ENGLISH)).json().message).toBe(ERROR_MESSAGES.forgotPasswordSent);
    const other = await member('en-CA');
    expect((await call(app, 'logout', { as: other.token })).json()).toMatchObject({ message: 'Signed out.' });
  });
});

describe("the memos the server writes on a movement, in the reader's language", () => {
  it("a gift's memo reads in French for a French reader (list, one movement, statement), in English as stored otherwise", async () => {
    const sender = await member('fr-CA', 'Elise');
    const other = await member('en-CA', 'Farid');
    await loadBits(db, sender.id, 100_00);
    await gift(sender, other, 12_50);

    const history = async (headers: Record<string, string>) => {
      const res = await http.get('/v1/wallet/transaction-history?limit=10', sender.token, { headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: string; type: string; memo: string | null }[];
    };
    const [sent] = (await history(FRENCH)).filter((t) => t.type === 'GIFT');
    expect(sent?.memo).toBe(`Cadeau à ${other.email}`);
    const [asStored] = (await history(ENGLISH)).filter((t) => t.type === 'GIFT');
    expect(asStored?.memo).toBe(`Gift to ${other.email}`);

    const one = await http.get(`/v1/wallet/transaction/${sent?.id}`, sender.token, { headers: FRENCH });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.memo).toBe(`Cadeau à ${other.email}`);

    const statement = await http.get('/v1/wallet/statement?limit=10&offset=0', sender.token, {
      headers: FRENCH,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const memos = (statement.json().data.transactions as { memo: string | null }[]).map((t) => t.memo);
    expect(memos).toContain(`Cadeau à ${other.email}`);
  });
});
