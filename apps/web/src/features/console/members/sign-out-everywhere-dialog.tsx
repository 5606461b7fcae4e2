import { useState, type FormEvent } from 'react';
import { DecisionReasonSchema } from '@app/shared/console';
import { Dialog } from '../../../components/ui/dialog';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSignOutEverywhereMutation } from './api';
import { membersMessages } from './messages';
import { DialogActions, ReasonField } from '../shell/reason-field';

/**
 * "Sign this member out everywhere?": says what happens, asks why (every staff decision has a reason, kept in the
 * audit log), and ends every session of the member. A refusal keeps the dialog open with the server's words.
 */
export function SignOutEverywhereDialog({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(membersMessages);
  const [signOut, { isLoading }] = useSignOutEverywhereMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (isLoading) return;
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = DecisionReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const result = await signOut({ userId, reason: checked.data }).unwrap();
      toast.success(t('members.signOut.done', { count: result.sessionsEnded }));
      setReason('');
      onClose();
    } catch (failed) {
      const failure = readApiFailure(failed);
      const message = fieldMessage(failure, 'reason');
      if (message) setError(message);
      else toast.error(failure.kind === 'rejected' ? failure.message : t('members.signOut.failed'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('members.signOut.title')}
      description={t('members.signOut.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <ReasonField
          label={t('members.signOut.reason')}
          hint={t('members.signOut.reasonHint')}
          error={error}
          value={reason}
          onChange={setReason}
        />
        <DialogActions
          cancel={t('members.signOut.cancel')}
          confirm={t('members.signOut.confirm')}
          variant="danger"
          busy={isLoading}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
