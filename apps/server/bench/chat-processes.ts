// Child processes of the chat benchmark (chat.ts): the server processes of the realtime benchmark
// (realtime-server.ts, `app` or `bare`, each with an IPC channel) started, asked and stopped.
import { nextMessage, spawnChild, stopChild } from './child-processes';
import type { ServerMessage, ServerRequest } from './realtime-server';
import type { DiagnosticsSnapshot } from './server-diagnostics';

export { stopAllChildren } from './child-processes';

export type ServerChild = {
  origin: string;
  /** The process's own measurements since the last reset (null for the bare server); `reset` starts them again. */
  diagnostics: (reset?: boolean) => Promise<DiagnosticsSnapshot | null>;
  stop: () => Promise<void>;
};

/** One realtime-server.ts process (`app`: the whole application from `env`; `bare`: bare Socket.IO) on 127.0.0.1. */
export async function startServer(mode: 'app' | 'bare', env: Record<string, string> = {}): Promise<ServerChild> {
  const child = spawnChild('bench/realtime-server.ts', [mode], env, ['--expose-gc']);
  const ready = await nextMessage<ServerMessage, 'ready'>(child, 'ready', 120_000);
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    diagnostics: async (reset = false) => {
      const reply = nextMessage<ServerMessage, 'diagnostics'>(child, 'diagnostics', 60_000);
      child.send({ type: 'diagnostics', reset } satisfies ServerRequest);
      return (await reply).snapshot;
    },
    stop: () => stopChild(child, { type: 'stop' }),
  };
}
