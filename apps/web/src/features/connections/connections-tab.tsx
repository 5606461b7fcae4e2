import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ConnectionEntry } from '@app/shared/connections';
import { CardGridSkeleton } from '../../components/members/card-skeleton';
import { useFamilyRelations, useOwnProfileNameForFamily } from '../../components/members/family';
import { MemberCard } from '../../components/members/member-card';
import { MemberGrid } from '../../components/members/member-grid';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { connectionsMessages } from '../../locales/connections';
import { useConnectionListQuery, type ConnectionList } from './api/connection-lists';
import { ConnectionButtons, useLiveStatus } from './components/connection-actions';
import { ContactLog } from './contact-log';
import { dateTimeFormat } from '../../lib/intl';

const LISTS = ['connections', 'received', 'sent'] as const satisfies readonly ConnectionList[];
type ListKey = ConnectionList | 'viewers' | 'contacts';
const KEYS: readonly ListKey[] = [...LISTS, 'viewers', 'contacts'];
const listOf = (value: string | null): ListKey =>
  (KEYS as readonly (string | null)[]).includes(value) ? (value as ListKey) : 'connections';

/** The status each list implies, until the live one for that member says otherwise. */
const IMPLIED = {
  connections: { connection_status: 'accepted', connectionType: 'none' },
  received: { connection_status: 'pending', connectionType: 'receiver' },
  sent: { connection_status: 'pending', connectionType: 'sender' },
} as const;

/**
 * The dashboard's Connections tab (with the requests received that it lacked): lists as sub-tabs
 * with their counts — connections, requests waiting for an answer (Accept, Decline), requests sent (Withdraw), who
 * viewed the profile (`viewers`, Discover's list, and its `viewersCount`, composed by the dashboard), and who can
 * see my contact details (`contacts`: the owner's log, beside who viewed me, since both say who sees what of me).
 * The list chosen lives in the address (`&list=received`).
 */
/** What two connected members can do together on a connection's card (Message, Call: composed by the app). */
export type ConnectedActionsSlot = (member: {
  userId: string;
  name: string;
  photo: ConnectionEntry['profile']['photo'];
}) => ReactNode;

type ConnectionsTabProps = { viewers: ReactNode; viewersCount?: number; connectedActions?: ConnectedActionsSlot };

export function ConnectionsTab({ viewers, viewersCount, connectedActions }: ConnectionsTabProps) {
  const { t } = useTranslation(connectionsMessages);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const active = listOf(new URLSearchParams(search).get('list'));
  const titleId = useId();
  // The counts for the labels: each list's query is shared with its panel.
  const counts = {
    connections: useConnectionListQuery('connections').data?.total,
    received: useConnectionListQuery('received').data?.total,
    sent: useConnectionListQuery('sent').data?.total,
  };
  const label = (list: ConnectionList) =>
    counts[list] === undefined
      ? t(`connections.tab.lists.${list}Plain`)
      : t(`connections.tab.lists.${list}`, { count: counts[list] });
  const choose = (key: string) => {
    if (key === active) return;
    const next = new URLSearchParams(search);
    next.set('list', key);
    void navigate({ pathname, search: `?${next.toString()}` });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('connections.tab.title')}
      </h2>
      <p className="text-ink-700">{t('connections.tab.intro')}</p>
      <Tabs
        label={t('connections.tab.listsLabel')}
        active={active}
        onChange={choose}
        items={[
          ...LISTS.map((list) => ({
            key: list,
            label: label(list),
            content: <ListPanel list={list} connectedActions={connectedActions} />,
          })),
          {
            key: 'viewers',
            label:
              viewersCount === undefined
                ? t('connections.tab.lists.viewersPlain')
                : t('connections.tab.lists.viewers', { count: viewersCount }),
            content: viewers,
          },
          { key: 'contacts', label: t('connections.tab.lists.contacts'), content: <ContactLog /> },
        ]}
      />
    </section>
  );
}

function ListPanel({ list, connectedActions }: { list: ConnectionList; connectedActions?: ConnectedActionsSlot }) {
  const { t, language } = useTranslation(connectionsMessages);
  const { data, isError, refetch } = useConnectionListQuery(list);
  const relations = useFamilyRelations();
  const ownProfileName = useOwnProfileNameForFamily();
  // A request a relative sent (ADR 017): received, by the sender's relative ("Sent by Anjali’s mother"); sent, by a
  // relative of the viewer's own profile ("Sent by your mother" to the candidate, the profile's name to a relative).
  const sentBy = (entry: ConnectionEntry) => {
    if (!entry.actedBy || list === 'connections') return null;
    const relation = relations.word(entry.actedBy.relation);
    const name = list === 'received' ? entry.profile.name : ownProfileName;
    return name ? t('connections.tab.sentBy', { name, relation }) : t('connections.tab.sentByYour', { relation });
  };
  const dateFormat = dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'medium' });
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };

  if (!data) {
    return isError ? (
      <LoadFailed message={t('connections.tab.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <CardGridSkeleton label={t('connections.tab.loading')} layout="full" count={4} />
    );
  }
  if (data.data.length === 0) {
    return (
      <div className="rounded-card bg-white shadow-sm">
        <EmptyState
          headingLevel="h3"
          title={t(`connections.tab.empty.${list}.title`)}
          body={t(`connections.tab.empty.${list}.body`)}
          action={
            list === 'received' ? null : (
              <Link to="/user-dashboard?tab=discover" className={buttonClasses('secondary')}>
                {t('connections.tab.discover')}
              </Link>
            )
          }
        />
      </div>
    );
  }
  return (
    <MemberGrid layout="full" label={t(`connections.tab.lists.${list}Plain`)}>
      {data.data.map((entry, position) => {
        const by = sentBy(entry);
        return (
          <li key={entry.userId}>
            <EntryCard entry={entry} list={list} position={position} connectedActions={connectedActions}>
              <p>{t(`connections.tab.since.${list}`, { date: formatDate(entry.since) })}</p>
              {by ? <p className="font-medium text-ink-700">{by}</p> : null}
            </EntryCard>
          </li>
        );
      })}
    </MemberGrid>
  );
}

type EntryCardProps = {
  entry: ConnectionEntry;
  list: ConnectionList;
  connectedActions?: ConnectedActionsSlot;
  /** The card's place in the list (the first row's photos load at once). */
  position: number;
  children: ReactNode;
};

/**
 * A member of a list, with the moves the live status allows (a request answered elsewhere updates at once), and
 * while the two are connected, what they can do together first.
 */
function EntryCard({ entry, list, connectedActions, position, children }: EntryCardProps) {
  const status = useLiveStatus(entry.userId, IMPLIED[list]) ?? IMPLIED[list];
  const name = entry.profile.name;
  const together =
    status.connection_status === 'accepted' && connectedActions
      ? connectedActions({ userId: entry.userId, name, photo: entry.profile.photo })
      : null;
  return (
    <MemberCard
      card={entry.profile}
      position={position}
      actions={
        <>
          {together}
          <ConnectionButtons userId={entry.userId} name={name} status={status} size="sm" />
        </>
      }
    >
      {children}
    </MemberCard>
  );
}
