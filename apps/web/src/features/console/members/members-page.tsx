import { useId, useState, type FormEvent } from 'react';
import type { MemberSummary } from '@app/shared/console/members';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { useConsoleDates } from '../audit/format';
import { useSearchMembersInfiniteQuery } from './api';
import { membersMessages } from './messages';
import { ListNotLoaded, LoadMore } from '../shell/paged-list';

function StateBadges({ member }: { member: MemberSummary }) {
  const { t } = useTranslation(membersMessages);
  return (
    <span className="flex flex-wrap gap-1">
      {member.suspended ? (
        <span className="rounded-full bg-danger-600/10 px-2 py-0.5 text-xs font-semibold text-danger-600">
          {t('members.suspended')}
        </span>
      ) : (
        <span className="rounded-full bg-ink-500/10 px-2 py-0.5 text-xs font-semibold text-ink-700">
          {t('members.active')}
        </span>
      )}
      {member.verified ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
          {t('members.verified')}
        </span>
      ) : null}
    </span>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation(membersMessages);
  const dates = useConsoleDates();
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useSearchMembersInfiniteQuery(q);

  if (!data) {
    return (
      <ListNotLoaded
        isError={isError}
        loading={t('members.loading')}
        failed={t('members.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  const members = data.pages.flatMap((page) => page.members);
  if (members.length === 0) {
    return <p className="text-ink-700">{q ? t('members.none', { q }) : t('members.noneAll')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-ink-500/15 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{q ? t('members.results') : t('members.resultsAll')}</caption>
          <thead className="bg-ink-500/5 text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.member')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.email')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.plan')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.joined')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.active')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.completion')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('members.columns.state')}
              </th>
            </tr>
          </thead>
          <tbody aria-busy={isFetching || undefined}>
            {members.map((member) => (
              <tr key={member.userId} className="border-t border-ink-500/10 align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <Link
                    to={`/admin/members/${member.userId}`}
                    className="font-semibold text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    {member.name ?? t('members.noName')}
                  </Link>
                  {member.displayName ? <span className="block text-ink-500">{member.displayName}</span> : null}
                </th>
                <td className="break-all px-3 py-2 text-ink-900">{member.email}</td>
                <td className="px-3 py-2 text-ink-900">{member.usertype}</td>
                <td className="whitespace-nowrap px-3 py-2 text-ink-700">{dates.day(member.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-ink-700">{dates.day(member.lastActiveAt)}</td>
                <td className="px-3 py-2 text-ink-700">{t('members.completion', { percentage: member.completion })}</td>
                <td className="px-3 py-2">
                  <StateBadges member={member} />
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
        label={t('members.loadMore')}
      />
    </div>
  );
}

/**
 * /admin/members: search members by the start of an e-mail address or name, or a whole id (searches when the form
 * is sent), newest first, with "Load more". Without a search it lists the newest members.
 */
export function MembersPage() {
  const { t } = useTranslation(membersMessages);
  useDocumentTitle(t('members.title'));
  const headingId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('members.title')}
        </h1>
        <p className="text-sm text-ink-700">{t('members.intro')}</p>
      </div>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label={t('members.searchLabel')} hint={t('members.searchHint')} className="w-full max-w-xl">
          {(props) => (
            <TextInput
              {...props}
              type="search"
              value={text}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit">{t('members.search')}</Button>
      </form>
      <Results key={q} q={q} />
    </section>
  );
}
