import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { PASSWORD_MIN_LENGTH } from '@app/shared';
import { cn } from '../../../components/ui/cn';

type Item = { key: string; label: string; met: boolean | null };

/** Live feedback while typing: length and match are checked here; "not common" is the server's check. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const { t } = useTranslation(authMessages);
  const items: Item[] = [
    { key: 'length', label: t('auth.password.length'), met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'match', label: t('auth.password.match'), met: confirm.length > 0 && password === confirm },
    { key: 'common', label: t('auth.password.common'), met: null },
  ];
  return (
    <div className="rounded-lg bg-accent-50 px-4 py-3">
      <p id="password-checklist-title" className="text-sm font-semibold text-ink-900">
        {t('auth.password.checklistTitle')}
      </p>
      <ul aria-labelledby="password-checklist-title" className="mt-2 flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li
            key={item.key}
            data-met={item.met === null ? undefined : item.met}
            className={cn('flex items-start gap-2', item.met ? 'text-success-600' : 'text-ink-700')}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {item.met === null ? 'i' : item.met ? '✓' : '○'}
            </span>
            <span>
              {item.label}
              {item.met === null ? null : (
                <span className="sr-only"> ({item.met ? t('auth.password.met') : t('auth.password.notMet')})</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
