import { useId, useState, type FormEvent } from 'react';
import { STAFF_ACTIONS, type StaffAction } from '@app/shared/console';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/inputs';
import { useTranslation } from '../../../lib/i18n';
import { AuditTable, useActionLabel } from './audit-table';
import { auditMessages } from './messages';

const isAction = (value: string): value is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(value);

/**
 * /admin/audit: every staff action, newest first, filtered by action, "Older" for the page before. Read-only: the
 * log is append-only on the server, and this page offers nothing that could change it.
 */
export function AuditLogPage() {
  const { t } = useTranslation(auditMessages);
  useDocumentTitle(t('audit.title'));
  const actionLabel = useActionLabel();
  const headingId = useId();
  const [choice, setChoice] = useState('');
  const [action, setAction] = useState<StaffAction | undefined>(undefined);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setAction(isAction(choice) ? choice : undefined);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('audit.title')}
        </h1>
        <p className="max-w-prose text-sm text-ink-700">{t('audit.intro')}</p>
      </div>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <Field label={t('audit.filterLabel')} className="w-full max-w-sm">
          {(props) => (
            <Select
              {...props}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              options={[
                { value: '', label: t('audit.allActions') },
                ...STAFF_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
              ]}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('audit.apply')}
        </Button>
      </form>
      <AuditTable key={action ?? 'all'} action={action} caption={t('audit.tableCaption')} />
    </section>
  );
}
