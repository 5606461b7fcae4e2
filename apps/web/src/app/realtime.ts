import type { AppStore } from '../lib/store';

/**
 * The member's socket with every feature's listener (composed here: features never import each other). Loaded on
 * demand from the member area, so socket.io-client is never part of the home page's first download (ADR 006).
 */
export async function startAppRealtime(store: AppStore): Promise<void> {
  const [{ startRealtime }, { connectionsRealtime }, { notificationsRealtime }, { chatRealtime }, { callsRealtime }] =
    await Promise.all([
      import('../lib/realtime/socket'),
      import('../features/connections/realtime'),
      import('../features/notifications/realtime'),
      import('../features/chat/realtime'),
      import('../features/calls/realtime'),
    ]);
  startRealtime(store, [connectionsRealtime, notificationsRealtime, chatRealtime, callsRealtime]);
}
