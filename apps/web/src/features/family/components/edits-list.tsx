import { useId } from 'react';
import type { ProfileEdit } from '@app/shared/family';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useFamilyEditsQuery, useUndoFamilyEditMutation } from '../api/family-api';
import { useChangeWords } from './change-words';
import { cardClasses, useFamilyDates } from './family-text';

function EditItem({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const { label, value } = useChangeWords();
  const [undo, undoState] = useUndoFamilyEditMutation();
  const section = t(`family.edits.section.${edit.section}`);
  const when = format(edit.at, true);

  const onUndo = async () => {
    try {
      const { data } = await undo(edit.id).unwrap();
      toast.success(
        data.kept.length
          ? t('family.edits.keptToast', { fields: data.kept.map((field) => label(field, edit.changes)).join(', ') })
          : t('family.edits.undoneToast'),
      );
    } catch (caught) {
      const failure = readApiFailure(caught);
      toast.error(failure.kind === 'rejected' ? failure.message : t('family.edits.undoFailed'));
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold text-ink-900">
            {t('family.edits.who', {
              name: edit.actor.name,
              relation: t(`family.relationWord.${edit.actor.relation}`),
              section,
            })}
          </p>
          <time dateTime={edit.at} className="text-sm text-ink-500">
            {when}
          </time>
        </div>
        {edit.undoable ? (
          <Button
            size="sm"
            variant="secondary"
            loading={undoState.isLoading}
            aria-label={t('family.edits.undoLabel', { section, date: when })}
            onClick={() => void onUndo()}
          >
            {t('family.edits.undo')}
          </Button>
        ) : (
          <p className="text-sm font-semibold text-ink-700">
            {edit.undoneAt
              ? t('family.edits.undone', { date: format(edit.undoneAt, true) })
              : t('family.edits.superseded')}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-1 text-sm text-ink-700">
        {edit.changes.map((change) => (
          <li key={change.field} className="break-words">
            <span className="font-semibold text-ink-900">{label(change.field, edit.changes)}:</span>{' '}
            {value(change.field, change.before)} <span aria-hidden="true">→</span>
            <span className="sr-only">,</span> {value(change.field, change.after)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * "Changes to your profile" (issue 29 point 4): what helpers with the edit right changed, newest first, each with
 * its fields before and after and Undo while it can be undone.
 */
export function EditsList() {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useFamilyEditsQuery();

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.edits.loading')}</span>
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  } else if (isError && !data) {
    body = <LoadFailed message={t('family.edits.loadFailed')} onRetry={() => void refetch()} />;
  } else if (!data?.length) {
    body = <EmptyState headingLevel="h3" title={t('family.edits.emptyTitle')} body={t('family.edits.emptyBody')} />;
  } else {
    body = (
      <ol className="flex flex-col divide-y divide-ink-500/15">
        {data.map((edit) => (
          <EditItem key={edit.id} edit={edit} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('family.edits.title')}
        </h2>
        <p className="text-ink-700">{t('family.edits.intro')}</p>
      </div>
      {body}
    </section>
  );
}
