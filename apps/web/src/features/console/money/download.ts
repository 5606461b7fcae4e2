import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { baseQueryWithReauth } from '../../../lib/api/base-query';

/**
 * Downloads a CSV export (GET admin-transaction/export.csv). The endpoint needs the staff member's access token,
 * which a plain link cannot send, so the file comes through the API client (with its refresh on an expired token)
 * and is handed to the browser as a download. One at a time; resolves to whether it worked.
 */
export function useCsvDownload() {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const download = async (path: string, filename: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const controller = new AbortController();
      const result = await baseQueryWithReauth(
        {
          url: path,
          method: 'GET',
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        },
        {
          signal: controller.signal,
          abort: () => controller.abort(),
          dispatch: store.dispatch,
          getState: store.getState,
          extra: undefined,
          endpoint: 'moneyExport',
          type: 'query',
        },
        {},
      );
      if (result.error || !result.data) return false;
      const url = URL.createObjectURL(result.data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { download, busy };
}
