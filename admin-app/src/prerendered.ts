/** The root element's mark of a console page prerendered at build time (prerender.tsx). */
export const PRERENDERED_MARK = 'console';
