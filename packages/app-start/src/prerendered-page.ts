/**
 * A page prerendered at build time (scripts/prerender.mjs) is inert (nothing in it can be focused, typed into
 * or clicked) until its app has taken it over: before that its buttons do nothing and its forms would be sent
 * by the browser itself, fields (a password included) in the address. Called once the app has hydrated the
 * page: releases it, and gives the focus to the field the page focuses first (`autofocus`, which an inert
 * page could not take).
 */
export function releasePrerendered(root: HTMLElement | null): void {
  if (!root?.hasAttribute('inert')) return;
  root.removeAttribute('inert');
  if (document.activeElement === null || document.activeElement === document.body) {
    root.querySelector<HTMLElement>('[autofocus]')?.focus();
  }
}

/** The element that holds a prerendered page set aside (see {@link setPrerenderedAside}). */
const SET_ASIDE_ID = 'prerendered-set-aside';

/**
 * For a prerendered page the app does not take over (the app's frame painted for a member's page, or the
 * signed-out form a signed-in member will not see): moves it out of the root, still on screen and inert,
 * so that the app draws its own page into the empty root in the background, while the prerendered one stays
 * painted rather than leaving the window blank. The app removes it when it first commits
 * ({@link removePrerenderedAside}), in the same frame as its own page appears.
 */
export function setPrerenderedAside(root: HTMLElement): void {
  const aside = document.createElement('div');
  aside.id = SET_ASIDE_ID;
  aside.setAttribute('inert', '');
  aside.append(...root.childNodes);
  root.before(aside);
  root.removeAttribute('inert');
  delete root.dataset.prerendered;
}

/** Removes the prerendered page set aside, if any: called from a layout effect of the app's first commit. */
export function removePrerenderedAside(): void {
  document.getElementById(SET_ASIDE_ID)?.remove();
}
