// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import type { TChatChannelDetails } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import { createEntry } from '../lib/outbox.ts';
import { PendingMessageItem } from './message-item.tsx';
import { ThreadHeader } from './thread-header.tsx';

const entry = createEntry('c1', { kind: 'TEXT', text: 'Salut' }, 'client-0001', new Date());
const failed = { ...entry, status: 'failed' as const, error: 'Refusé par le serveur.' };
const group = {
  id: 'c1',
  kind: 'GROUP',
  name: 'Voisins',
  photo: null,
  memberCount: 3,
  frozen: true,
  otherMember: null,
  blockedByMe: false,
} as unknown as TChatChannelDetails;

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(/<style[^>]*>.*?<\/style>/g, '');
const noop = () => {};

describe("the chat's states in English and French", () => {
  beforeAll(async () => {
    startLanguage('en-CA');
    await loadCatalogs(['chat']);
  });
  afterEach(() => changeLocale('en-CA'));

  it('shows a message being sent, a refused one and the reconnecting header in English', () => {
    expect(render(<PendingMessageItem entry={entry} onRetry={noop} onDelete={noop} />)).toContain('Sending…');
    const refused = render(<PendingMessageItem entry={failed} onRetry={noop} onDelete={noop} />);
    for (const text of ['Not sent', 'Retry', 'Delete']) expect(refused).toContain(text);
    const header = render(
      <ThreadHeader channel={group} liveStatus="reconnecting" onDetails={noop} onBlock={noop} />,
    );
    for (const text of ['3 members', 'Frozen', 'Reconnecting…', 'aria-label="Conversation options"'])
      expect(header).toContain(text);
  });

  it('shows them in French, the server’s reason as it came', async () => {
    await changeLocale('fr-CA');
    expect(render(<PendingMessageItem entry={entry} onRetry={noop} onDelete={noop} />)).toContain('Envoi…');
    const refused = render(<PendingMessageItem entry={failed} onRetry={noop} onDelete={noop} />);
    for (const text of ['Non envoyé', 'Réessayer', 'Supprimer', 'Refusé par le serveur.'])
      expect(refused).toContain(text);
    const header = render(
      <ThreadHeader channel={group} liveStatus="reconnecting" onDetails={noop} onBlock={noop} />,
    );
    for (const text of ['3 membres', 'Gelé', 'Reconnexion…', 'aria-label="Options de la conversation"'])
      expect(header).toContain(text);
    expect(header).not.toContain('Reconnecting');
  });
});
