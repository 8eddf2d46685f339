/**
 * A release run in a process of its own, for the kill -9 test of the release job
 * (barter-release-crash.test.ts): connects to the PostgreSQL database of argv[2] and releases the held
 * barter payments due at argv[3] (ISO), one per transaction, pausing after each commit so the parent can
 * kill it half-way. Prints "released" after each committed release.
 */
import { loadConfig } from '../../../src/config.ts';
import { connectDatabase, type Db } from '../../../src/db/client.ts';
import { createBarterService } from '../../../src/modules/barter/barter.service.ts';

const [url, at] = process.argv.slice(2);
if (!url || !at) throw new Error('usage: release-held-payments.ts <database url> <ISO time>');
const database = await connectDatabase({ databaseUrl: url, poolSize: 2 });
const slow = new Proxy(database.db, {
  get(target, prop, receiver) {
    if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
    return async (fn: Parameters<Db['transaction']>[0]) => {
      const out = await target.transaction(fn);
      if (typeof out === 'string') process.stdout.write('released\n');
      await new Promise((r) => setTimeout(r, 150));
      return out;
    };
  },
});
const config = { ...loadConfig({}), barterHoldDays: 7 };
await createBarterService({ db: slow, config }).releaseDue(new Date(at), 1);
await database.close();
