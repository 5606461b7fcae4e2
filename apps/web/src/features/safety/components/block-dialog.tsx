import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { safetyMessages } from '../../../locales/safety';
import { useBlockMutation, useUnblockMutation } from '../api/safety-api';

/** The member a safety action is about: their id and the name the screen shows. */
export type SafetyMember = { userId: string; name: string };

type ConfirmProps = {
  open: boolean;
  member: SafetyMember;
  onClose: () => void;
  /** After the server said yes (the toast is shown already). */
  onDone?: () => void;
};

/**
 * "Block {name}?": what a block does, in plain words (the connection ends, neither sees the other, they are not
 * told; unblocking later does not reconnect), with the focus starting on Cancel. Blocking shows a toast and calls
 * `onDone`; a refusal says why and keeps the dialog open.
 */
export function BlockDialog({ open, member, onClose, onDone }: ConfirmProps) {
  const { t } = useTranslation(safetyMessages);
  const [block, { isLoading }] = useBlockMutation();
  const safeChoice = useSafeFocus(open);
  const { name } = member;

  const confirm = async () => {
    try {
      await block({ blockedUserId: member.userId }).unwrap();
      toast.success(t('safety.block.done', { name }));
      onClose();
      onDone?.();
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('safety.block.failed', { name }));
    }
  };

  return (
    <Dialog open={open} onClose={() => (isLoading ? undefined : onClose())} title={t('safety.block.title', { name })}>
      <div className="flex flex-col gap-3 text-ink-700">
        <p>{t('safety.block.intro', { name })}</p>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          <li>{t('safety.block.points.connection')}</li>
          <li>{t('safety.block.points.hidden')}</li>
          <li>{t('safety.block.points.notTold', { name })}</li>
          <li>{t('safety.block.points.undo')}</li>
        </ul>
        <p className="text-sm">{t('safety.block.reportHint')}</p>
      </div>
      <div ref={safeChoice} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isLoading} onClick={onClose}>
          {t('safety.block.cancel')}
        </Button>
        <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
          {t('safety.block.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * "Unblock {name}?": seeing each other again, without the connection coming back. Focus starts on keeping the
 * block.
 */
export function UnblockDialog({ open, member, onClose, onDone }: ConfirmProps) {
  const { t } = useTranslation(safetyMessages);
  const [unblock, { isLoading }] = useUnblockMutation();
  const safeChoice = useSafeFocus(open);
  const { name } = member;

  const confirm = async () => {
    try {
      await unblock({ blockedUserId: member.userId }).unwrap();
      toast.success(t('safety.unblock.done', { name }));
      onClose();
      onDone?.();
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('safety.unblock.failed', { name }));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => (isLoading ? undefined : onClose())}
      title={t('safety.unblock.title', { name })}
      description={t('safety.unblock.body')}
    >
      <div ref={safeChoice} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isLoading} onClick={onClose}>
          {t('safety.unblock.cancel')}
        </Button>
        <Button loading={isLoading} onClick={() => void confirm()}>
          {t('safety.unblock.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Puts the focus on the first button of the returned element when the dialog opens (the safe choice). */
function useSafeFocus(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.querySelector('button')?.focus();
  }, [open]);
  return ref;
}
