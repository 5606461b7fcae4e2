import { vi } from 'vitest';
import { API_PREFIX } from '@app/shared/constants';

type ProgressHandler = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/**
 * A stand-in for XMLHttpRequest (jsdom's cannot report upload progress or be answered by a test). Each `send` is
 * recorded; the test then reports progress and answers it (inside `act` when components re-render), or a handler
 * given to `installFakeXhr` answers each request as it is sent.
 */
export class FakeXhr {
  method = '';
  url = '';
  /** Path relative to /api/v1, like mockApi's keys. */
  path = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  settled = false;
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly registry: FakeXhrRegistry) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    const pathname = new URL(url).pathname;
    this.path = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length + 1) : pathname;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    this.registry.requests.push(this);
    if (this.registry.handler) {
      const handler = this.registry.handler;
      queueMicrotask(() => handler(this));
    }
  }

  abort() {
    if (this.settled) return;
    this.settled = true;
    this.onabort?.();
  }

  /** The files sent under one multipart field name. */
  files(field: string): File[] {
    return this.body instanceof FormData ? (this.body.getAll(field) as File[]) : [];
  }

  /** Reports upload progress (wrap in `act` when a component shows it). */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }

  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown) {
    if (this.settled) throw new Error(`${this.method} ${this.path} was already answered`);
    this.settled = true;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The connection breaks. */
  fail() {
    this.settled = true;
    this.onerror?.();
  }
}

type FakeXhrRegistry = { requests: FakeXhr[]; handler: ((request: FakeXhr) => void) | undefined };

/** Replaces XMLHttpRequest until `vi.unstubAllGlobals()`; returns the requests sent, in order. */
export function installFakeXhr(handler?: (request: FakeXhr) => void) {
  const registry: FakeXhrRegistry = { requests: [], handler };
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(registry);
      }
    },
  );
  return registry;
}
