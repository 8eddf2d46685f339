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
