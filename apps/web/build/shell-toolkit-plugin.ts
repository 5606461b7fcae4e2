import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The app shell's modules that use Redux Toolkit: the store and the session slice (on every page's first load). */
const SHELL_IMPORTERS = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](store\.ts|session[\\/]session-(slice|effects)\.ts)$/;

/**
 * Redux Toolkit is one module. Shared by the app shell and lazy code, the bundler puts it in the shell with everything
 * any importer uses of it: `createSlice`, `createAsyncThunk` and immer (about 5 KB gzip) rode in every first load
 * although only the member area's slices and RTK Query use them (ADR 006). The shell's imports resolve to a module of
 * their own (the same file under another id), which keeps only what the shell uses (`configureStore`,
 * `combineSlices`, `createAction`, `createDynamicMiddleware`, `createSelector`); the rest of the code gets the package
 * as usual, with the page that needs it. Both copies work on plain actions and reducers, so one store takes slices
 * and middleware made by either.
 */
export function shellToolkitPlugin(): Plugin {
  const shellCopy = `${require.resolve('@reduxjs/toolkit')}?shell`;
  return {
    name: 'shell-own-toolkit',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === '@reduxjs/toolkit' && importer && SHELL_IMPORTERS.test(importer) ? shellCopy : undefined;
    },
  };
}
