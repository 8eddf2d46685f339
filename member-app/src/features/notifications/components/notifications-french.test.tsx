/** The notifications pages' words in French: the notices list, its groups and the settings' messages. */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { DEFAULT_NOTIFICATION_MATRIX, type TNotification } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { savedMessage, toggleErrorMessage } from '../lib/save-status.ts';
import { matrixRows } from '../lib/settings-matrix.ts';
import { NotificationList } from './notification-list.tsx';

const notice = (id: string, read: boolean): TNotification =>
  ({
    id,
    type: 'BARTER_REQUEST',
    title: 'Nouvelle demande de troc',
    body: 'Maple vous demande 10,00 BITS™.',
    link: null,
    read,
    createdAt: '2026-11-30T14:05:00.000Z',
  }) as TNotification;

describe('the notifications feature in French', () => {
  beforeEach(async () => {
    // The catalog's French, without the rest of a switch (formats, the API's language).
    await loadCatalogs(['notifications'], 'fr-CA');
    i18n.activate('fr-CA');
  });
  afterEach(async () => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('names a group of unread notices and the list in French', () => {
    const html = renderToStaticMarkup(
      <NotificationList
        notices={[notice('a', false), notice('b', false), notice('c', true)]}
        onOpen={() => {}}
      />,
    );
    expect(html).toContain('2 nouvelles demandes de troc');
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toContain('Dernière\u00a0:');
    expect(html).not.toContain('new barter requests');
  });

  it('words the switches and their outcome in French', () => {
    const gifts = matrixRows({ groups: DEFAULT_NOTIFICATION_MATRIX, locked: [] }).find(
      (r) => r.group === 'GIFTS',
    );
    expect(gifts?.label).toBe('Cadeaux');
    expect(gifts?.cells.map((c) => c.name)).toEqual([
      'Dans l’appli pour Cadeaux',
      'Push pour Cadeaux',
      'Courriel pour Cadeaux',
    ]);
    expect(savedMessage({ group: 'GIFTS', channel: 'EMAIL' }, false)).toBe(
      'Courriel pour Cadeaux\u00a0: désactivé. Enregistré.',
    );
    expect(toggleErrorMessage({ group: 'GIFTS', channel: 'EMAIL' }, 'Erreur réseau')).toBe(
      'Courriel pour Cadeaux n’a pas été modifié\u00a0: Erreur réseau',
    );
  });
});
