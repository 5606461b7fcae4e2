import { useId } from 'react';
import type { ContactAccessLogResponse } from '@app/shared/connections';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { useContactAccessLogQuery } from '../../lib/api/contact-details';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { connectionsMessages } from '../../locales/connections';
import { useContactMove } from './components/contact-details-panel';
import { dateTimeFormat } from '../../lib/intl';

type Grant = ContactAccessLogResponse['data']['grants'][number];

/**
 * The owner's log (the Connections tab's last list, beside who viewed the profile: both say who sees what of me):
 * who asked for my contact details and how each stands, with Stop sharing for those who can see them now (and an
 * answer for those still waiting), then each time someone opened them, newest first, in local time.
 */
export function ContactLog() {
  const { t, language } = useTranslation(connectionsMessages);
  const titleId = useId();
  const grantsId = useId();
  const viewsId = useId();
  const { data, isError, refetch } = useContactAccessLogQuery();
  const locale = LANGUAGES[language].htmlLang;
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  const timeFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const format = (iso: string, withTime: boolean) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : (withTime ? timeFormat : dateFormat).format(date);
  };

  let content;
  if (!data) {
    content = isError ? (
      <LoadFailed message={t('connections.log.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {t('connections.log.loading')}
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else {
    content = (
      <>
        <section aria-labelledby={grantsId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-sm sm:p-5">
          <h3 id={grantsId} className="text-lg font-bold text-ink-900">
            {t('connections.log.grantsTitle')}
          </h3>
          {data.grants.length ? (
            <ul aria-label={t('connections.log.grantsLabel')} className="flex flex-col divide-y divide-ink-500/10">
              {data.grants.map((grant) => (
                <li key={grant.userId}>
                  <GrantRow
                    grant={grant}
                    date={format(
                      grant.status === 'pending' ? grant.requestedAt : (grant.respondedAt ?? grant.requestedAt),
                      false,
                    )}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">{t('connections.log.grantsEmpty')}</p>
          )}
        </section>
        <section aria-labelledby={viewsId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-sm sm:p-5">
          <h3 id={viewsId} className="text-lg font-bold text-ink-900">
            {t('connections.log.viewsTitle')}
          </h3>
          {data.views.length ? (
            <ul aria-label={t('connections.log.viewsLabel')} className="flex flex-col gap-2">
              {data.views.map((view) => (
                <li key={`${view.userId}-${view.seenAt}`} className="break-words text-ink-900">
                  {t('connections.log.view', { name: view.name, time: format(view.seenAt, true) })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">{t('connections.log.viewsEmpty')}</p>
          )}
        </section>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('connections.log.title')}
        </h2>
        <p className="text-ink-700">{t('connections.log.intro')}</p>
      </div>
      {content}
    </section>
  );
}

/** One member who asked: how it stands, and what the owner can do now (Stop sharing; or answer, while waiting). */
function GrantRow({ grant, date }: { grant: Grant; date: string }) {
  const { t } = useTranslation(connectionsMessages);
  const statusId = useId();
  const { run, busy } = useContactMove(grant.userId, grant.name);
  const moves =
    grant.status === 'granted'
      ? ([{ move: 'revoke', label: 'stop', primary: false }] as const)
      : grant.status === 'pending'
        ? ([
            { move: 'grant', label: 'share', primary: true },
            { move: 'decline', label: 'decline', primary: false },
          ] as const)
        : ([] as const);
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <p className="break-words font-semibold text-ink-900">{grant.name}</p>
        <p id={statusId} className="text-sm text-ink-700">
          {t(`connections.log.status.${grant.status}`, { date })}
        </p>
      </div>
      {moves.length ? (
        <div className="flex flex-wrap gap-2">
          {moves.map(({ move, label, primary }) => (
            <Button
              key={move}
              size="sm"
              variant={primary ? 'primary' : 'secondary'}
              disabled={busy !== null}
              loading={busy === move}
              aria-label={t(`connections.log.actions.${label}`, { name: grant.name })}
              aria-describedby={statusId}
              onClick={() => void run(move)}
            >
              {t(`connections.contact.${label}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
