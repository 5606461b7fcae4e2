import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { fetchFile, saveFile } from '../../../lib/api/file-download';

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
      const result = await fetchFile(store, { url: path, method: 'GET' }, 'moneyExport');
      if (result.error || !result.data) return false;
      saveFile(result.data as Blob, filename);
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
