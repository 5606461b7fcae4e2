import { useId } from 'react';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { useTranslation } from '../../../lib/i18n';
import { hasMessage } from '../../../lib/i18n-markup';
import { useConsoleDates } from '../audit/format';
import { useContactMessagesInfiniteQuery } from './api';
import { membersMessages } from './messages';
import { ListNotLoaded, LoadMore } from '../shell/paged-list';

/**
 * /admin/contacts: messages from the public contact form, newest first, "Load more" for older ones. The server
 * records each page read in the audit log.
 */
export function ContactMessagesPage() {
  const { t } = useTranslation(membersMessages);
  useDocumentTitle(t('contacts.title'));
  const headingId = useId();
  const dates = useConsoleDates();
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useContactMessagesInfiniteQuery();

  let content;
  if (!data) {
    content = (
      <ListNotLoaded
        isError={isError}
        loading={t('contacts.loading')}
        failed={t('contacts.loadFailed')}
        onRetry={() => void refetch()}
        rows={2}
        rowClassName="h-16"
      />
    );
  } else {
    const messages = data.pages.flatMap((page) => page.messages);
    content =
      messages.length === 0 ? (
        <p className="text-ink-700">{t('contacts.empty')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="overflow-x-auto rounded-xl border border-ink-500/15 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t('contacts.caption')}</caption>
              <thead className="bg-ink-500/5 text-ink-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('contacts.received')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('contacts.from')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('contacts.message')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('contacts.state')}
                  </th>
                </tr>
              </thead>
              <tbody aria-busy={isFetching || undefined}>
                {messages.map((message) => (
                  <tr key={message.id} className="border-t border-ink-500/10 align-top">
                    <td className="whitespace-nowrap px-3 py-2 text-ink-700">
                      <time dateTime={message.createdAt}>{dates.when(message.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2 text-ink-900">
                      <span className="block font-semibold">
                        {message.firstName} {message.lastName}
                      </span>
                      <a
                        href={`mailto:${message.email}`}
                        className="break-all text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600"
                      >
                        {message.email}
                      </a>
                      <span className="block text-ink-500">
                        {message.phone} · {message.country}
                      </span>
                    </td>
                    <td className="max-w-[36rem] whitespace-pre-line break-words px-3 py-2 text-ink-900">
                      {message.message}
                    </td>
                    <td className="px-3 py-2 text-ink-700">
                      {hasMessage(`contacts.states.${message.status}`, membersMessages)
                        ? t(`contacts.states.${message.status as 'new'}`)
                        : message.status}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore
            hasNextPage={hasNextPage}
            loading={isFetchingNextPage}
            onLoad={() => void fetchNextPage()}
            label={t('contacts.loadMore')}
          />
        </div>
      );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('contacts.title')}
        </h1>
        <p className="max-w-prose text-sm text-ink-700">{t('contacts.intro')}</p>
      </div>
      {content}
    </section>
  );
}
