import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Brand } from '@app/shared/brand';
import { BrandContext } from '../lib/brand';
import type { createStore } from '../lib/store';
import { PersistGate } from './persist-gate';

type AppProviderProps = { children: ReactNode; brand: Brand } & ReturnType<typeof createStore>;

export function AppProvider({ children, brand, store, persistor }: AppProviderProps) {
  return (
    <BrandContext value={brand}>
      <Provider store={store}>
        <PersistGate persistor={persistor} loading={null}>
          {children}
        </PersistGate>
      </Provider>
    </BrandContext>
  );
}
