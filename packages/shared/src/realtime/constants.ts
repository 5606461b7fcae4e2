/**
 * Socket.IO settings both sides share. Zod-free, so the web's socket module downloads without the
 * schema library; `@app/shared/realtime` re-exports them.
 */
export const REALTIME = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

/** The room of one member: every socket of theirs, on every server process, is in it. */
export const memberRoom = (userId: string) => `user:${userId}`;
