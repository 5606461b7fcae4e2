import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Brand } from '@app/shared/brand';
import { BrandContext } from '../lib/brand';
import type { createStore } from '../lib/store';

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
