import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Store } from 'redux';
import { baseQueryWithReauth } from './base-query';

/**
 * A file from an endpoint that needs the member's or staff member's access token, which a plain link cannot send:
 * fetched through the API client (with its refresh on an expired token), as a Blob when the answer is a success and
 * the error body otherwise. `endpoint` names the request as RTK Query would.
 */
export function fetchFile(store: Store, request: Omit<FetchArgs, 'responseHandler'>, endpoint: string) {
  const controller = new AbortController();
  return baseQueryWithReauth(
    { ...request, responseHandler: (response) => (response.ok ? response.blob() : response.json()) },
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint,
      type: request.method === 'GET' || !request.method ? 'query' : 'mutation',
    },
    {},
  );
}

/** Hands a fetched file to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
