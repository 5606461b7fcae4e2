import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazy-page';

type Page = LazyExoticComponent<ComponentType>;

/** Public pages this feature owns (spec §2 public group), each loaded on demand. */
export const publicSitePages: Partial<Record<string, Page>> = {
  '/': lazyPage(() => import('./pages/home-page'), 'HomePage'),
};

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
