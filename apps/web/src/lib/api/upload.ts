import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { SessionSliceState } from '../session/session-slice';
import { API_ROOT, refreshSession } from './base-query';

/** How far an upload has got. `fraction` is 0–1, or null while the browser does not know the total size. */
export type UploadProgress = { loaded: number; total: number; fraction: number | null };

/**
 * How an upload failed, in the shapes RTK Query uses for its errors, so `readApiFailure` reads both: a status
 * number with the server's JSON body, or a connection that broke, or an answer that was not JSON.
 */
export type UploadError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string }
  | { status: 'ABORTED'; error: string };

export type UploadOptions = {
  /** The path under /api/v1, e.g. `form/profileImageUpload`. */
  url: string;
  body: FormData;
  method?: 'POST' | 'PUT';
  /** The store's dispatch and getState: the access token is read from it, and a refresh writes to it. */
  session: Pick<BaseQueryApi, 'dispatch' | 'getState'>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type Outcome = { ok: true; data: unknown } | { ok: false; error: UploadError };

function parse(text: string): { json: true; value: unknown } | { json: false } {
  if (!text) return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

function send({ url, body, method = 'POST', session, onProgress, signal }: UploadOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, error: { status: 'ABORTED', error: 'The upload was cancelled.' } });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_ROOT}/${url.replace(/^\//, '')}`);
    // Same-origin in production; `withCredentials` keeps the cookies (refresh marker, media session) in a dev
    // set-up where the API sits on another origin, as the base query's `credentials: 'include'` does.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = (session.getState() as SessionSliceState).user.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      const known = event.lengthComputable && event.total > 0;
      onProgress?.({
        loaded: event.loaded,
        total: known ? event.total : 0,
        fraction: known ? event.loaded / event.total : null,
      });
    };
    xhr.onload = () => {
      const parsed = parse(xhr.responseText);
      if (!parsed.json) {
        resolve({
          ok: false,
          error: {
            status: 'PARSING_ERROR',
            originalStatus: xhr.status,
            data: xhr.responseText,
            error: 'The answer was not JSON.',
          },
        });
      } else if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ ok: true, data: parsed.value });
      } else {
        resolve({ ok: false, error: { status: xhr.status, data: parsed.value } });
      }
    };
    xhr.onerror = () => resolve({ ok: false, error: { status: 'FETCH_ERROR', error: 'The connection failed.' } });
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => resolve({ ok: false, error: { status: 'ABORTED', error: 'The upload was cancelled.' } });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    onProgress?.({ loaded: 0, total: 0, fraction: 0 });
    xhr.send(body);
  });
}

/**
 * Sends a multipart body with upload progress, which `fetch` cannot report. Like the base query: the
 * access token in the Authorization header, cookies included, and on a 401 the same single shared refresh
 * (`refreshSession`) followed by one retry; when the refresh fails the member is logged out and the 401 is the
 * result. Resolves with the parsed JSON answer; rejects with an `UploadError`.
 */
export async function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  const first = await send(options);
  if (first.ok) return first.data as T;
  if (first.error.status !== 401 || !(await refreshSession(options.session))) throw first.error;
  const retry = await send(options);
  if (retry.ok) return retry.data as T;
  throw retry.error;
}

/** Whether an upload was cancelled by its caller (nothing to tell the member then). */
export function isUploadAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'ABORTED';
}

/** Where an upload stands, for its progress bar. */
export type UploadPhase = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

const MILESTONES = [25, 50, 75, 100];

/**
 * An `onProgress` for one upload: the bar's phase on every event (processing once all is sent), and `announce` at
 * each quarter only, so a screen reader hears 25, 50, 75 and 100 % rather than every event.
 */
export function progressReporter(
  setPhase: (phase: UploadPhase) => void,
  announce: (milestone: number) => void,
): (progress: UploadProgress) => void {
  let lastMilestone = 0;
  return ({ fraction }) => {
    const percent = Math.round((fraction ?? 0) * 100);
    setPhase(percent >= 100 ? { phase: 'processing' } : { phase: 'uploading', percent });
    const milestone = MILESTONES.filter((step) => percent >= step).pop() ?? 0;
    if (milestone > lastMilestone) {
      lastMilestone = milestone;
      announce(milestone);
    }
  };
}
