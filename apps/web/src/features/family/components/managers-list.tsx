import { useId, useState } from 'react';
import type { FamilyManager, FamilyRight } from '@app/shared/family';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useChangeFamilyRightsMutation, useFamilyMembersQuery, useRemoveFamilyMemberMutation } from '../api/family-api';
import { cardClasses, FAMILY_RIGHTS, switchRight, useFamilyDates } from './family-text';

/**
 * One person helping: who they are to the candidate, since when, when they last did something, a switch per right
 * (each change saved at once and confirmed by a toast) and Remove, which asks first.
 */
function ManagerCard({ manager, onRemove }: { manager: FamilyManager; onRemove: (manager: FamilyManager) => void }) {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const headingId = useId();
  const hintId = useId();
  const [changeRights] = useChangeFamilyRightsMutation();
  // The rights as chosen while the change is on its way, so each switch moves at once.
  const [saving, setSaving] = useState<FamilyRight[] | null>(null);
  const rights = saving ?? manager.rights;

  const toggle = async (right: FamilyRight, on: boolean) => {
    const next = switchRight(rights, right, on);
    setSaving(next);
    try {
      await changeRights({ accountId: manager.accountId, rights: next }).unwrap();
      toast.success(t('family.managers.saved', { name: manager.name }));
    } catch {
      toast.error(t('family.managers.saveFailed'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-500/20 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} translate="no" className="break-words text-lg font-bold text-ink-900">
            {manager.name}
          </h3>
          <p className="text-sm font-semibold text-accent-700">{t(`family.relation.${manager.relation}`)}</p>
          <p className="text-sm text-ink-700">{t('family.managers.since', { date: format(manager.since) })}</p>
          <p className="text-sm text-ink-700">
            {manager.lastActiveAt
              ? t('family.managers.lastActive', { date: format(manager.lastActiveAt, true) })
              : t('family.managers.neverActive')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('family.managers.removeLabel', { name: manager.name })}
          onClick={() => onRemove(manager)}
        >
          {t('family.managers.remove')}
        </Button>
      </div>
      <fieldset className="flex flex-col" aria-busy={saving !== null || undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink-900">
          {t('family.managers.rightsLegend', { name: manager.name })}
        </legend>
        <ul className="flex flex-col divide-y divide-ink-500/10">
          {FAMILY_RIGHTS.map((right) => (
            <li key={right}>
              <Switch
                layout="row"
                label={t(`family.right.${right}.hint`)}
                checked={rights.includes(right)}
                busy={saving !== null}
                disabled={saving !== null}
                describedBy={`${hintId}-${right}`}
                onChange={(on) => void toggle(right, on)}
              />
              <span id={`${hintId}-${right}`} translate="no" className="sr-only">
                {manager.name}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
    </li>
  );
}

/** "People helping you": each manager, or an empty state; Remove confirms in a dialog before the DELETE. */
export function ManagersList() {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useFamilyMembersQuery();
  const [removeMember, { isLoading: removing }] = useRemoveFamilyMemberMutation();
  const [confirming, setConfirming] = useState<FamilyManager | null>(null);

  const remove = async () => {
    if (!confirming) return;
    const { accountId, name } = confirming;
    try {
      await removeMember(accountId).unwrap();
      setConfirming(null);
      toast.success(t('family.managers.removed', { name }));
    } catch {
      toast.error(t('family.managers.removeFailed', { name }));
    }
  };

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.managers.loading')}</span>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (isError && !data) {
    body = <LoadFailed message={t('family.managers.loadFailed')} onRetry={() => void refetch()} />;
  } else if (!data?.length) {
    body = (
      <EmptyState headingLevel="h3" title={t('family.managers.emptyTitle')} body={t('family.managers.emptyBody')} />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {data.map((manager) => (
          <ManagerCard key={manager.accountId} manager={manager} onRemove={setConfirming} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.managers.title')}
      </h2>
      {body}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('family.managers.removeTitle', { name: confirming?.name ?? '' })}
        description={t('family.managers.removeBody')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('family.managers.cancel')}
          </Button>
          <Button variant="danger" loading={removing} onClick={() => void remove()}>
            {t('family.managers.removeConfirm', { name: confirming?.name ?? '' })}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
