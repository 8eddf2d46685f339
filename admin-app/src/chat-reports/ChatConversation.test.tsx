import type { TChatMessage } from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DataProviderContext, testDataProvider } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatConversation } from './ChatConversation.tsx';

const message = (seq: number, kind: TChatMessage['kind']): TChatMessage => ({
  id: `m${seq}`,
  channelId: 'c1',
  seq,
  kind,
  sender: kind === 'SYSTEM' ? null : { id: 'u1', displayName: 'Alex M.', profilePhoto: null },
  clientId: null,
  text: kind === 'TEXT' || kind === 'SYSTEM' ? `Text ${seq}` : null,
  image:
    kind === 'IMAGE'
      ? { uploadId: 'i1', url: '/v1/chat/images/i1/full.webp', thumbUrl: '/v1/chat/images/i1/thumb.webp' }
      : null,
  offer:
    kind === 'OFFER'
      ? { id: 'o1', available: true, title: 'Bike', category: null, coverThumbUrl: null }
      : null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const render = (messages: TChatMessage[] | undefined, reportedId: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <DataProviderContext.Provider value={testDataProvider()}>
          <ChatConversation messages={messages} reportedId={reportedId} />
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );

/** The list items of the markup (without emotion's inline styles), each also as its text without tags. */
const items = (html: string) =>
  [...html.replace(/<style[^>]*>.*?<\/style>/g, '').matchAll(/<li([^>]*)>(.*?)<\/li>/g)].map(
    ([, attrs, body]) => ({
      reported: (attrs ?? '').includes('aria-label="Reported message"'),
      text: (body ?? '').replace(/<[^>]+>/g, ''),
      body: body ?? '',
    }),
  );

describe('ChatConversation', () => {
  it('keeps the order, marks only the reported message, sets system lines apart and never shows an image bare', () => {
    const html = render(
      [message(1, 'SYSTEM'), message(2, 'TEXT'), message(3, 'IMAGE'), message(4, 'OFFER')],
      'm2',
    );
    const lines = items(html);
    expect(lines.map((l) => l.reported)).toEqual([false, true, false, false]);
    expect(lines[0]?.text).toMatch(/^Text 1 · /);
    expect(lines[0]?.body).not.toContain('<a ');
    expect(lines[1]?.text).toContain('Reported');
    expect(lines[1]?.text).toContain('Text 2');
    expect(lines[2]?.body).toContain('View image');
    expect(html).not.toContain('<img');
    expect(lines[3]?.body).toContain('href="/offers/o1/show"');
  });

  it('says when the messages are loading or gone', () => {
    expect(render(undefined, 'm1')).toContain('Loading the conversation…');
    expect(render([], 'm1')).toContain('no longer available');
  });
});
