import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { offerKeys, refreshWallet, walletKeys } from './query-keys.ts';

describe('shared query keys', () => {
  it('refreshWallet refetches every wallet query, inactive ones too, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const calls: string[] = [];
    const fetcher = (name: string) => async () => {
      calls.push(name);
      return name;
    };
    // Inactive: fetched once, no observer (the page showing it is not mounted).
    await client.fetchQuery({ queryKey: walletKeys.summary(), queryFn: fetcher('summary') });
    await client.fetchQuery({ queryKey: walletKeys.history({ page: 1 }), queryFn: fetcher('history') });
    await client.fetchQuery({ queryKey: offerKeys.favourites(), queryFn: fetcher('favourites') });
    // Active: an observer is subscribed.
    const observer = new QueryObserver(client, {
      queryKey: walletKeys.transaction('t1'),
      queryFn: fetcher('tx'),
    });
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchQuery({ queryKey: walletKeys.transaction('t1'), queryFn: fetcher('tx') });
    calls.length = 0;

    await refreshWallet(client);

    expect(calls.sort()).toEqual(['history', 'summary', 'tx']);
    unsubscribe();
    client.clear();
  });

  it('nests every wallet and offer key under its root', () => {
    for (const key of [walletKeys.summary(), walletKeys.statement({}), walletKeys.statementSummary()])
      expect(key[0]).toBe(walletKeys.all[0]);
    for (const key of [offerKeys.home(), offerKeys.search({}), offerKeys.actionSummary('o1')])
      expect(key[0]).toBe(offerKeys.all[0]);
  });
});
