import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleKey } from '../i18n/messages.ts';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import { AuthedImage, AuthedImageButton, authedImageTexts } from './AuthedImageButton.tsx';

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

describe('authedImageTexts', () => {
  it('names the button, the spinner and the error after the image', () => {
    expect(authedImageTexts('screenshot')).toEqual({
      button: 'View screenshot',
      loading: 'Loading the screenshot',
      failed: 'The screenshot could not be loaded. Please try again.',
    });
    expect(authedImageTexts('image').button).toBe('View image');
  });

  it("reads in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t = (key: ConsoleKey) => french.translate(key);
    expect(authedImageTexts('screenshot', t).button).toBe('Voir la capture d’écran');
    expect(authedImageTexts('image', t).failed).toBe('L’image n’a pas pu être chargée. Veuillez réessayer.');
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={french}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthedImageButton
            noun="screenshot"
            alt="Capture"
            queryKey={['fr']}
            load={async () => new Blob()}
          />
        </QueryClientProvider>
      </I18nContext.Provider>,
    );
    expect(html).toContain('>Voir la capture d’écran</button>');
  });
});

describe('AuthedImageButton', () => {
  it('shows only the button until asked, and reads nothing before', () => {
    const load = vi.fn(async () => new Blob());
    const html = render(
      <AuthedImageButton noun="image" alt="Image sent by Alex" queryKey={['k']} load={load} />,
    );
    expect(html).toContain('>View image</button>');
    expect(html).not.toContain('Image sent by Alex');
    expect(html).not.toContain('<img');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('AuthedImage', () => {
  const props = {
    noun: 'screenshot' as const,
    alt: 'Screenshot',
    queryKey: ['shot'],
    load: async () => new Blob(),
  };

  it('shows a named spinner while the image loads', () => {
    expect(render(<AuthedImage {...props} />)).toContain('aria-label="Loading the screenshot"');
  });

  it('says when the image could not be read', () => {
    // A failed read stays failed on mount (no retry), as after react-query's own retries.
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: props.queryKey })
      .setState({ status: 'error', error: new Error('403'), fetchStatus: 'idle' });
    const html = render(<AuthedImage {...props} />, client);
    expect(html).toContain('The screenshot could not be loaded. Please try again.');
    expect(html).not.toContain('<img');
  });
});
