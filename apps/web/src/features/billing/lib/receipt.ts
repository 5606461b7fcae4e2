import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { fetchFile, saveFile } from '../../../lib/api/file-download';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { billingMessages } from '../../../locales/billing';

/**
 * Downloads an order's PDF receipt (GET billing/receipt/:orderId). The endpoint needs the member's access token,
 * which a plain link cannot send, so the file is fetched through the API client (with its refresh on an expired
 * token) and handed to the browser as a download. One download at a time.
 */
export function useReceiptDownload() {
  const { t } = useTranslation(billingMessages);
  const store = useStore();
  const [busy, setBusy] = useState<string | null>(null);
  const inFlight = useRef(false);

  const download = async (orderId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(orderId);
    try {
      const result = await fetchFile(
        store,
        { url: `billing/receipt/${encodeURIComponent(orderId)}`, method: 'GET' },
        'receipt',
      );
      if (result.error || !result.data) throw new Error('No receipt');
      saveFile(result.data as Blob, `receipt-${orderId}.pdf`);
    } catch {
      toast.error(t('billing.tab.receiptFailed'));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };
  return { download, busy };
}
