import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * For the apps whose entry loads the app's start after the first paint (member-app and admin-app
 * `main.tsx` → `boot.tsx`): the browser would only learn of the start, and of the chunks it imports, once the
 * entry has run, one more round trip before a page can render. Every page needs them, so index.html
 * preloads the chunks named here (and their static imports) beside the entry: they download at once and
 * run later. Each preload is marked `data-app-preload`: a prerendered page drops them (scripts/prerender.mjs),
 * so that they are fetched only once it has painted.
 */
export function preloadAppStart(chunkNames: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'barterbits-preload-app-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const wanted = chunkNames.flatMap((name) => {
          const chunk = chunks.find((c) => c.name === name);
          if (!chunk) throw new Error(`preload-app-start: no ${name} chunk in the build`);
          return [chunk.fileName, ...chunk.imports];
        });
        const files = [...new Set(wanted)].filter((f) => !html.includes(f));
        return files.map(
          (f): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}`, 'data-app-preload': true },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/**
 * The modules `entry` (a path from the app's root) imports statically, directly or not, itself included:
 * known once the build has read every module (`has` is for chunk groups, which are made after that). Empty
 * in a build without that entry (the prerendering build of scripts/prerender.mjs).
 */
export function staticGraph(entry: string): { has(id: string): boolean; plugin: Plugin } {
  const ids = new Set<string>();
  let root = '';
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: 'barterbits-static-graph',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      buildEnd() {
        const start = `${root}/${entry}`;
        ids.clear();
        if (!this.getModuleInfo(start)) return;
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (ids.has(id)) continue;
          ids.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
