import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { baseQueryWithReauth } from '../../../lib/api/base-query';
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
      const controller = new AbortController();
      const result = await baseQueryWithReauth(
        {
          url: `billing/receipt/${encodeURIComponent(orderId)}`,
          method: 'GET',
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        },
        {
          signal: controller.signal,
          abort: () => controller.abort(),
          dispatch: store.dispatch,
          getState: store.getState,
          extra: undefined,
          endpoint: 'receipt',
          type: 'query',
        },
        {},
      );
      if (result.error || !result.data) throw new Error('No receipt');
      const url = URL.createObjectURL(result.data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${orderId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has handed the file over.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      toast.error(t('billing.tab.receiptFailed'));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };
  return { download, busy };
}
