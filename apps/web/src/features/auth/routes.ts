import type { ComponentType, LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** Sign-up, sign-in and recovery pages this feature owns, each loaded on demand. */
export const authPages: Partial<Record<string, Page>> = {};
