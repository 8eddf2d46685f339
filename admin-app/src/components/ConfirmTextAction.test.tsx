import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmTextAction } from './ConfirmTextAction.tsx';

type Params = { note: string };
type Props = Parameters<typeof ConfirmTextAction<Params, { message: null }>>[0];

const render = (props: Partial<Props> = {}) => {
  const mutationFn = vi.fn(async (_params: Params) => ({ message: null }));
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmTextAction<Params, { message: null }>
        label="Edit internal note"
        variant="text"
        mutationFn={mutationFn}
        success={() => 'Saved.'}
        title="Save the internal note?"
        titleId="note-title"
        intro="Only admins see this note."
        confirm="Save note"
        field={{ label: 'Internal note', minRows: 3, max: 500 }}
        missing={null}
        toParams={(note) => ({ note })}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { html, mutationFn };
};

describe('ConfirmTextAction', () => {
  it('shows only its button, as asked, until it is pressed; nothing is sent', () => {
    const { html, mutationFn } = render();
    expect(html).toContain('>Edit internal note</button>');
    expect(html).toContain('MuiButton-text');
    expect(html).not.toContain('Save the internal note?');
    expect(html).not.toContain('Internal note<');
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it('gives the button its colour only when one is asked for', () => {
    expect(render({ variant: 'outlined', color: 'warning' }).html).toContain('MuiButton-colorWarning');
    expect(render({ variant: 'contained' }).html).toContain('MuiButton-colorPrimary');
  });
});
