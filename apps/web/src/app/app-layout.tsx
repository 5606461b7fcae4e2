import { RootLayout } from './root-layout';

/**
 * Composes the frame from features (features never import each other; the app layer wires them together).
 */
export function AppLayout() {
  return <RootLayout />;
}
