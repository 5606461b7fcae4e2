import type { Plugin } from 'vite';

/** Page modules follow `<route-slug>-page.tsx` (`home-page.tsx` for `/`). */
const PAGE_MODULE = /[\\/]([a-z0-9-]+)-page\.tsx$/;
/** The member area's page table (app/member-pages.tsx), loaded before any page behind sign-in. */
const MEMBER_AREA_MODULE = /[\\/]app[\\/]member-pages\.tsx$/;
export const MEMBER_AREA_KEY = '#member-area';

/**
 * Writes `page-chunks.json`: for each page module, the chunk that holds it and every chunk it imports statically,
 * directly or through another chunk (a chunk found only when its importer runs would cost a round trip). The server
 * adds them as `<link rel="modulepreload">` to the HTML of that page, so the page's code downloads alongside the
 * app shell instead of after it (pages stay lazy-loaded).
 */
export function pageChunksPlugin(): Plugin {
  return {
    name: 'page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      /** The chunk and every chunk it imports statically, however deep: all of them load before the page runs. */
      const closure = (fileName: string): string[] => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (seen.has(name) || chunk?.type !== 'chunk') return;
          seen.add(name);
          chunk.imports.forEach(visit);
        };
        visit(fileName);
        return [...seen];
      };
      const pages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isDynamicEntry || !output.facadeModuleId) continue;
        const match = PAGE_MODULE.exec(output.facadeModuleId);
        if (match?.[1]) pages[match[1]] = closure(output.fileName);
        else if (MEMBER_AREA_MODULE.test(output.facadeModuleId)) pages[MEMBER_AREA_KEY] = closure(output.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'page-chunks.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
