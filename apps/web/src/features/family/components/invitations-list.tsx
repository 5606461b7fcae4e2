import { useId } from 'react';
import type { FamilyInvitation } from '@app/shared/family';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useFamilyInvitationsQuery, useWithdrawFamilyInvitationMutation } from '../api/family-api';
import { cardClasses, useFamilyDates } from './family-text';

const STATUS_TONE: Record<FamilyInvitation['status'], string> = {
  pending: 'bg-gold-400/30 text-ink-900',
  accepted: 'bg-accent-100 text-accent-700',
  expired: 'bg-ink-500/10 text-ink-700',
  withdrawn: 'bg-ink-500/10 text-ink-700',
};

/** "Invitations": those the candidate sent, newest first as the server lists them, each with where it stands. */
export function InvitationsList() {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useFamilyInvitationsQuery();
  const [withdraw, { isLoading: withdrawing, originalArgs }] = useWithdrawFamilyInvitationMutation();

  const handleWithdraw = async (invitation: FamilyInvitation) => {
    try {
      await withdraw(invitation.id).unwrap();
      toast.success(t('family.invitations.withdrawn', { email: invitation.email }));
    } catch (caught) {
      const failure = readApiFailure(caught);
      toast.error(failure.kind === 'rejected' ? failure.message : t('family.invitations.withdrawFailed'));
    }
  };

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.invitations.loading')}</span>
        <Skeleton className="h-16" />
      </div>
    );
  } else if (isError && !data) {
    body = <LoadFailed message={t('family.invitations.loadFailed')} onRetry={() => void refetch()} />;
  } else if (!data?.sent.length) {
    body = (
      <EmptyState
        headingLevel="h3"
        title={t('family.invitations.emptyTitle')}
        body={t('family.invitations.emptyBody')}
      />
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-ink-500/15">
        {data.sent.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p translate="no" className="break-all font-semibold text-ink-900">
                {invitation.email}
              </p>
              <p className="text-sm text-ink-700">
                {t(`family.relation.${invitation.relation}`)}
                {' · '}
                {t('family.invitations.sentOn', { date: format(invitation.sentAt) })}
                {invitation.status === 'pending'
                  ? ` · ${t('family.invitations.expiresOn', { date: format(invitation.expiresAt) })}`
                  : ''}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', STATUS_TONE[invitation.status])}>
                {t(`family.invitations.status.${invitation.status}`)}
              </span>
              {invitation.status === 'pending' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('family.invitations.withdrawLabel', { email: invitation.email })}
                  loading={withdrawing && originalArgs === invitation.id}
                  onClick={() => void handleWithdraw(invitation)}
                >
                  {t('family.invitations.withdraw')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.invitations.title')}
      </h2>
      {body}
    </section>
  );
}
