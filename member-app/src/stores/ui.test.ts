// Node has no localStorage; the stores read theirs when imported.
import '../lib/memory-local-storage.ts';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { initialSnackbar, makeSnackbarAtom } from './ui.ts';

describe('the notification banner shows once', () => {
  it('is stored, but the next page load does not show it again', () => {
    // Each page load makes the store's atoms anew, reading local storage.
    const firstPage = makeSnackbarAtom();
    const page = createStore();
    page.set(firstPage, {
      ...initialSnackbar,
      showSnackbar: true,
      message: 'Thank you. Your report has been sent to our team.',
    });
    expect(page.get(firstPage).showSnackbar).toBe(true);
    // Persisted (spec §3) as it was set.
    expect(JSON.parse(localStorage.getItem('bb.snackbar') ?? '{}')).toMatchObject({ showSnackbar: true });

    const nextPage = makeSnackbarAtom();
    expect(createStore().get(nextPage)).toMatchObject({
      message: 'Thank you. Your report has been sent to our team.',
      showSnackbar: false,
    });
  });
});
