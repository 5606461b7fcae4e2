import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import type { MenuItem } from '../../../components/ui/menu';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import { safetyMessages } from '../../../locales/safety';
import type { SafetyMember } from './block-dialog';

// The report form (its form library and rules) and the block and unblock dialogs load when a member first reaches
// for them, not with every page that shows a member: the profile and conversation pages load lighter
// (docs/performance.md). Pointing at or focusing Report starts the download; if a dialog's code cannot arrive, the
// dialog says so and offers to try again.
const ReportDialog = lazyPage(() => import('./report-dialog'), 'ReportDialog', {
  failed: (retry, { member, onClose }) => (
    <DialogUnavailable
      title="safety.report.title"
      name={member.name}
      onRetry={retry}
      onClose={() => onClose({ sent: false, blocked: false })}
    />
  ),
});
const preloadReport = () => void ReportDialog.preload().catch(() => undefined);
const loadBlockDialogs = () => import('./block-dialog');
const BlockDialog = lazyPage(loadBlockDialogs, 'BlockDialog', {
  failed: (retry, { member, onClose }) => (
    <DialogUnavailable title="safety.block.title" name={member.name} onRetry={retry} onClose={onClose} />
  ),
});
const UnblockDialog = lazyPage(loadBlockDialogs, 'UnblockDialog', {
  failed: (retry, { member, onClose }) => (
    <DialogUnavailable title="safety.unblock.title" name={member.name} onRetry={retry} onClose={onClose} />
  ),
});
const preloadBlock = () => void Promise.all([BlockDialog.preload(), UnblockDialog.preload()]).catch(() => undefined);

function DialogUnavailable({
  title,
  name,
  onRetry,
  onClose,
}: {
  title: 'safety.report.title' | 'safety.block.title' | 'safety.unblock.title';
  name: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(safetyMessages);
  return (
    <Dialog open onClose={onClose} title={t(title, { name })}>
      <LoadFailed onRetry={onRetry} onClose={onClose} />
    </Dialog>
  );
}

type Open =
  | { kind: 'block'; member: SafetyMember }
  | { kind: 'unblock'; member: SafetyMember }
  | { kind: 'report'; member: SafetyMember; messageIds?: readonly string[] };

type SafetyDialogsOptions = {
  /** After a block took effect (from Block, or from a report that also blocked). */
  onBlocked?: (member: SafetyMember) => void;
};

/**
 * Block, Unblock and Report for screens that show a member (the chat page composes them into the conversation's
 * menu and each message's): `open*` shows a dialog, `dialogs` is where it renders, `menuFor` the menu's items.
 */
export function useSafetyDialogs({ onBlocked }: SafetyDialogsOptions = {}) {
  const { t } = useTranslation(safetyMessages);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const openReport = (member: SafetyMember, messageIds?: readonly string[]) =>
    setOpen({ kind: 'report', member, ...(messageIds ? { messageIds } : {}) });
  const openBlock = (member: SafetyMember) => setOpen({ kind: 'block', member });
  const openUnblock = (member: SafetyMember) => setOpen({ kind: 'unblock', member });

  /** Report, then Block or Unblock (as the caller stands with them). */
  const menuFor = (member: SafetyMember, { blockedByMe }: { blockedByMe: boolean }): MenuItem[] => [
    {
      key: 'report',
      label: t('safety.actions.reportLabel', { name: member.name }),
      onSelect: () => {
        preloadReport();
        openReport(member);
      },
    },
    blockedByMe
      ? {
          key: 'unblock',
          label: t('safety.actions.unblockLabel', { name: member.name }),
          onSelect: () => {
            preloadBlock();
            openUnblock(member);
          },
        }
      : {
          key: 'block',
          label: t('safety.actions.blockLabel', { name: member.name }),
          onSelect: () => {
            preloadBlock();
            openBlock(member);
          },
          danger: true,
        },
  ];

  let dialogs: ReactNode = null;
  if (open?.kind === 'block') {
    const { member } = open;
    dialogs = (
      <Suspense fallback={null}>
        <BlockDialog open member={member} onClose={close} onDone={() => onBlocked?.(member)} />
      </Suspense>
    );
  } else if (open?.kind === 'unblock') {
    dialogs = (
      <Suspense fallback={null}>
        <UnblockDialog open member={open.member} onClose={close} />
      </Suspense>
    );
  } else if (open?.kind === 'report') {
    const { member } = open;
    dialogs = (
      <Suspense fallback={null}>
        <ReportDialog
          open
          member={member}
          messageIds={open.messageIds}
          onClose={({ blocked }) => {
            close();
            if (blocked) onBlocked?.(member);
          }}
        />
      </Suspense>
    );
  }

  return { openReport, openBlock, openUnblock, menuFor, dialogs };
}

/**
 * The profile page's Report and Block (not on one's own profile). After a block the profile is hidden from both
 * members, so `onBlocked` leads elsewhere.
 */
export function ProfileSafetyActions({
  member,
  onBlocked,
}: {
  member: SafetyMember;
  onBlocked: (member: SafetyMember) => void;
}) {
  const { t } = useTranslation(safetyMessages);
  const labelId = useId();
  const { openReport, openBlock, dialogs } = useSafetyDialogs({ onBlocked });
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center gap-2 border-t border-ink-500/10 pt-3"
    >
      <span id={labelId} className="sr-only">
        {t('safety.actions.label')}
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={t('safety.actions.reportLabel', { name: member.name })}
        onPointerEnter={preloadReport}
        onFocus={preloadReport}
        onClick={() => openReport(member)}
      >
        {t('safety.actions.report')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={t('safety.actions.blockLabel', { name: member.name })}
        onPointerEnter={preloadBlock}
        onFocus={preloadBlock}
        onClick={() => openBlock(member)}
        className="text-danger-600 hover:bg-red-50"
      >
        {t('safety.actions.block')}
      </Button>
      {dialogs}
    </div>
  );
}
