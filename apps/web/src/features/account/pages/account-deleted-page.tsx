import { Navigate, useLocation, useNavigate } from 'react-router';
import type { DeletionReceipt as Receipt } from '@app/shared/data-export';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { dataExportMessages } from '../../../locales/data-export';
import { DeletionReceipt } from '../components/deletion-receipt';

/** What the deletion flow hands this page (router state; never in the address). */
export type AccountDeletedState = { receipt: Receipt; message: string };

function isDeletedState(value: unknown): value is AccountDeletedState {
  return typeof value === 'object' && value !== null && 'receipt' in value && 'message' in value;
}

/**
 * /account-deleted: the deletion receipt, shown once the member is already signed out. A page of its own (not the
 * account tab's dialog) because the deleted session ends everything behind sign-in at once: the closed socket and
 * any refresh would take a dialog away before it was read. Opened without a receipt (a reload), it goes home; the
 * receipt is also in the member's e-mail.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation(dataExportMessages);
  const { state } = useLocation();
  const navigate = useNavigate();
  if (!isDeletedState(state)) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-ink-900">{t('receipt.title')}</h1>
      <p className="text-ink-700">{t('receipt.intro')}</p>
      <div className="rounded-card bg-white p-4 shadow-sm sm:p-6">
        <DeletionReceipt receipt={state.receipt} />
      </div>
      <Button className="self-stretch sm:self-start" onClick={() => void navigate('/', { replace: true })}>
        {t('receipt.done')}
      </Button>
    </main>
  );
}
