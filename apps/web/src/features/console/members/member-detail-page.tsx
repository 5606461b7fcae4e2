import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { MemberReport, MemberStatusResponse } from '@app/shared/console/members';
import { formatPlanDate, formatPlanDateTime } from '@app/shared/plans/dates';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { hasMessage } from '../../../lib/i18n-markup';
import { formatAud } from '../../../lib/money';
import { safetyMessages } from '../../../locales/safety';
import { AuditTable } from '../audit/audit-table';
import { useConsoleDates } from '../audit/format';
import { useMemberStatusQuery } from './api';
import { membersMessages } from './messages';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

type Status = MemberStatusResponse;
type Translate = ReturnType<typeof useTranslation<typeof membersMessages.en>>['t'];

const cell = 'px-3 py-2 align-top';
const headCell = 'px-3 py-2 font-semibold';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-ink-500/15 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-500/5 text-ink-700">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={headCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Fields shown once: codes and raw numbers that another field already says in words. */
const SKIPPED_FIELDS = new Set([
  'userId',
  'heightCm',
  'weightKg',
  'countryCode',
  'nationalityCode',
  'citizenShipCode',
  'currentWorkingStatus',
  'austrailanVisaStatus',
  'incomeLabel',
]);
const PROFILE_GROUPS = [
  'basic_and_lifestyle',
  'family_details',
  'personal_background',
  'religious_background',
  'location_background',
  'education_and_financial',
] as const;

function ProfileSection({ data, t }: { data: Status; t: Translate }) {
  const { profile, completion, member } = data;
  const fieldLabel = (field: string) =>
    hasMessage(`members.detail.fields.${field}`, membersMessages)
      ? t(`members.detail.fields.${field as 'about'}`)
      : field;
  const shown = (value: unknown) =>
    value === null || value === undefined || value === '' ? (
      <span className="text-ink-500">{t('members.detail.notGiven')}</span>
    ) : (
      String(value)
    );
  const hiddenSections = Object.entries(profile.toggleStatus)
    .filter(([, visible]) => !visible)
    .map(([section]) => section);
  const steps = Object.entries(member.steps)
    .filter(([, done]) => done)
    .map(([step]) => t(`members.detail.stepNames.${step as keyof Status['member']['steps']}`));

  return (
    <Section title={t('members.detail.sections.profile')}>
      <p className="text-sm text-ink-700">
        {t('members.detail.completion', { percentage: completion.percentage })}
        {completion.missing.length > 0
          ? ` · ${t('members.detail.missing', { fields: completion.missing.map((item) => item.label).join(', ') })}`
          : null}
      </p>
      <p className="text-sm text-ink-700">
        {t('members.detail.steps', { steps: steps.length ? steps.join(', ') : t('members.detail.none') })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {PROFILE_GROUPS.map((group) => {
          const values = profile[group] as Record<string, unknown>;
          return (
            <div key={group} className="flex flex-col gap-2">
              <h3 className="font-semibold text-ink-900">{t(`members.detail.profileGroups.${group}`)}</h3>
              <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
                {Object.entries(values)
                  .filter(([field]) => !SKIPPED_FIELDS.has(field))
                  .map(([field, value]) => (
                    <div key={field} className="contents">
                      <dt className="text-ink-500">{fieldLabel(field)}</dt>
                      <dd className="whitespace-pre-line break-words text-ink-900">
                        {field === 'income' ? shown(values.incomeLabel ?? value) : shown(value)}
                      </dd>
                    </div>
                  ))}
              </dl>
            </div>
          );
        })}
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink-900">{t('members.detail.profileGroups.other')}</h3>
          <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-500">{fieldLabel('contactNumber')}</dt>
            <dd className="text-ink-900">{shown(profile.contactNumber)}</dd>
            <dt className="text-ink-500">{fieldLabel('interests')}</dt>
            <dd className="text-ink-900">{shown(profile.interest_and_hobbies.join(', '))}</dd>
            <dt className="text-ink-500">{fieldLabel('photoVisibility')}</dt>
            <dd className="text-ink-900">{profile.photoVisibility}</dd>
            <dt className="text-ink-500">{fieldLabel('sectionsHidden')}</dt>
            <dd className="text-ink-900">
              {hiddenSections.length ? hiddenSections.join(', ') : t('members.detail.none')}
            </dd>
          </dl>
        </div>
      </div>
    </Section>
  );
}

function PhotosSection({ data, t }: { data: Status; t: Translate }) {
  const dates = useConsoleDates();
  return (
    <Section title={t('members.detail.sections.photos')}>
      {data.photos.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {data.photos.map((photo) => (
            <li key={photo.photoId} className="flex flex-col gap-1 text-sm">
              <img
                src={photo.thumbUrl}
                alt={t('members.detail.photoAlt', { position: photo.position + 1 })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-ink-500/10 object-cover"
              />
              <span className={photo.reviewStatus === 'pending' ? 'font-semibold text-danger-600' : 'text-ink-700'}>
                {photo.reviewStatus === 'pending'
                  ? t('members.detail.photoPending')
                  : t('members.detail.photoApproved')}
              </span>
              <span className="text-ink-500">
                {t('members.detail.photoAdded', { date: dates.day(photo.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PlanSection({ data, t }: { data: Status; t: Translate }) {
  const dates = useConsoleDates();
  const money = (cents: number) => formatAud(cents, dates.locale);
  const { subscriptions } = data.plan;
  const { checkouts, refunds } = data.payments;
  return (
    <Section title={t('members.detail.sections.plan')}>
      <p className="font-semibold text-ink-900">{t('members.detail.plan', { usertype: data.plan.usertype })}</p>
      {subscriptions.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.none')}</p>
      ) : (
        <Table
          caption={t('members.detail.subscriptionsCaption')}
          head={[
            t('members.detail.order'),
            t('members.detail.planName'),
            t('members.detail.amount'),
            t('members.detail.period'),
            t('members.detail.status'),
          ]}
        >
          {subscriptions.map((row) => (
            <tr key={row.id} className="border-t border-ink-500/10">
              <td className={`${cell} font-mono`}>{row.orderId}</td>
              <td className={cell}>
                {row.planName}
                {row.provider === 'complimentary' ? (
                  <span className="block text-ink-500">
                    {t('members.detail.complimentary')}
                    {row.grantReason ? `: ${row.grantReason}` : ''}
                  </span>
                ) : null}
              </td>
              <td className={cell}>
                {t('members.detail.amountValue', { amount: money(row.amountCents), gst: money(row.gstCents) })}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatPlanDate(row.startsAt)} – {formatPlanDate(row.endsAt)}
              </td>
              <td className={cell}>
                {hasMessage(`members.detail.subscriptionStates.${row.status}`, membersMessages)
                  ? t(`members.detail.subscriptionStates.${row.status as 'active'}`)
                  : row.status}
                {row.running ? (
                  <span className="block font-semibold text-green-900">{t('members.detail.running')}</span>
                ) : null}
                {row.refundedCents > 0 ? (
                  <span className="block text-danger-600">
                    {t('members.detail.refunded', { amount: money(row.refundedCents) })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {refunds.length > 0 ? (
        <>
          <h3 className="font-semibold text-ink-900">{t('members.detail.refunds')}</h3>
          <Table
            caption={t('members.detail.refundsCaption')}
            head={[
              t('members.detail.refundedAt'),
              t('members.detail.order'),
              t('members.detail.amount'),
              t('members.detail.refundReason'),
            ]}
          >
            {refunds.map((row) => (
              <tr key={row.id} className="border-t border-ink-500/10">
                <td className={`${cell} whitespace-nowrap`}>{formatPlanDateTime(row.refundedAt)}</td>
                <td className={`${cell} font-mono`}>{row.orderId}</td>
                <td className={cell}>
                  {t('members.detail.amountValue', { amount: money(row.amountCents), gst: money(row.gstCents) })}
                </td>
                <td className={`${cell} whitespace-pre-line break-words`}>{row.reason}</td>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
      <h3 className="font-semibold text-ink-900">{t('members.detail.checkouts')}</h3>
      {checkouts.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.none')}</p>
      ) : (
        <Table
          caption={t('members.detail.checkoutsCaption')}
          head={[
            t('members.detail.checkoutStarted'),
            t('members.detail.planName'),
            t('members.detail.amount'),
            t('members.detail.status'),
          ]}
        >
          {checkouts.map((row, index) => (
            <tr key={`${row.createdAt}-${index}`} className="border-t border-ink-500/10">
              <td className={`${cell} whitespace-nowrap`}>{formatPlanDateTime(row.createdAt)}</td>
              <td className={cell}>{row.planId}</td>
              <td className={cell}>{money(row.amountCents)}</td>
              <td className={cell}>
                {hasMessage(`members.detail.checkoutStates.${row.state}`, membersMessages)
                  ? t(`members.detail.checkoutStates.${row.state as 'paid'}`)
                  : row.state}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

function ReportsTable({ rows, caption, t }: { rows: MemberReport[]; caption: string; t: Translate }) {
  const { t: safetyT } = useTranslation(safetyMessages);
  const dates = useConsoleDates();
  if (rows.length === 0) return <p className="text-sm text-ink-700">{t('members.detail.none')}</p>;
  return (
    <Table
      caption={caption}
      head={[
        t('members.detail.reportOther'),
        t('members.detail.reportReasons'),
        t('members.detail.reportState'),
        t('members.detail.reportDates'),
      ]}
    >
      {rows.map((report) => (
        <tr key={report.reportId} className="border-t border-ink-500/10">
          <td className={cell}>
            {report.otherUserId ? (
              <Link
                to={`/admin/members/${report.otherUserId}`}
                className="break-all text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {report.otherEmail ?? report.otherUserId}
              </Link>
            ) : (
              <span className="text-ink-500">{t('members.detail.deletedAccount')}</span>
            )}
          </td>
          <td className={cell}>
            {report.urgent ? (
              <span className="mr-1 rounded-full bg-danger-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('members.detail.urgent')}
              </span>
            ) : null}
            {report.reasons.map((reason) => safetyT(`safety.report.reasons.${reason}`)).join(' · ')}
          </td>
          <td className={cell}>{t(`members.detail.reportStates.${report.state}`)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {dates.day(report.createdAt)}
            {report.decidedAt ? ` / ${dates.day(report.decidedAt)}` : ''}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function SuspensionsSection({ data, t }: { data: Status; t: Translate }) {
  const dates = useConsoleDates();
  const reasonText = (reason: string) =>
    hasMessage(`members.detail.suspensionReasons.${reason}`, membersMessages)
      ? t(`members.detail.suspensionReasons.${reason as 'inappropriate-bio'}`)
      : reason;
  return (
    <Section title={t('members.detail.sections.suspensions')}>
      {data.suspensions.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.none')}</p>
      ) : (
        <Table
          caption={t('members.detail.suspensionsCaption')}
          head={[
            t('members.detail.suspensionReason'),
            t('members.detail.suspensionFrom'),
            t('members.detail.suspensionUntil'),
            t('members.detail.suspensionLifted'),
          ]}
        >
          {data.suspensions.map((row) => (
            <tr key={row.id} className="border-t border-ink-500/10">
              <td className={`${cell} whitespace-pre-line break-words`}>{reasonText(row.reason)}</td>
              <td className={`${cell} whitespace-nowrap`}>{dates.when(row.suspendedAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.unsuspendAt ? dates.when(row.unsuspendAt) : t('members.detail.untilLifted')}
              </td>
              <td className={cell}>
                {row.liftedAt ? (
                  <>
                    {dates.when(row.liftedAt)}
                    {row.liftNote ? <span className="block text-ink-500">{row.liftNote}</span> : null}
                  </>
                ) : (
                  <span className="font-semibold text-danger-600">{t('members.detail.stillOpen')}</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

function SessionsSection({ data, t, onSignOut }: { data: Status; t: Translate; onSignOut: () => void }) {
  const dates = useConsoleDates();
  const anyLive = data.sessions.some((session) => session.live);
  return (
    <Section
      title={t('members.detail.sections.sessions')}
      action={
        <Button variant="danger" size="sm" onClick={onSignOut} disabled={!anyLive}>
          {t('members.signOut.button')}
        </Button>
      }
    >
      {data.sessions.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.none')}</p>
      ) : (
        <Table
          caption={t('members.detail.sessionsCaption')}
          head={[
            t('members.detail.sessionDevice'),
            t('members.detail.sessionStarted'),
            t('members.detail.sessionLastUsed'),
            t('members.detail.sessionState'),
          ]}
        >
          {data.sessions.map((session, index) => (
            <tr key={`${session.createdAt}-${index}`} className="border-t border-ink-500/10">
              <td className={`${cell} max-w-[20rem] break-words`}>
                {session.userAgent ?? t('members.detail.unknownDevice')}
                {session.rememberMe ? <span className="text-ink-500"> · {t('members.detail.rememberMe')}</span> : null}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{dates.when(session.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>{dates.when(session.lastUsedAt)}</td>
              <td className={cell}>
                {session.live ? (
                  <span className="font-semibold text-green-900">{t('members.detail.sessionLive')}</span>
                ) : session.revokedAt ? (
                  t('members.detail.sessionEnded', { date: dates.when(session.revokedAt) })
                ) : (
                  t('members.detail.sessionExpired')
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

function VerificationSection({ data, t }: { data: Status; t: Translate }) {
  const dates = useConsoleDates();
  const { verification } = data;
  return (
    <Section title={t('members.detail.sections.verification')}>
      <p className="text-sm text-ink-900">
        {verification.verifiedAt
          ? t('members.detail.verified', { date: dates.day(verification.verifiedAt) })
          : t('members.detail.notVerified')}
      </p>
      {verification.requests.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-ink-700">
          {verification.requests.map((request) => (
            <li key={request.id}>
              {t(`members.detail.verificationStates.${request.state}`)} ·{' '}
              {t('members.detail.requestedOn', { date: dates.day(request.createdAt) })}
              {request.decidedAt ? `, ${t('members.detail.decidedOn', { date: dates.day(request.decidedAt) })}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** Families (ADR 017): who helps with this profile and whose profiles this account helps with, by account. */
function FamilySection({ data, t }: { data: Status; t: Translate }) {
  const dates = useConsoleDates();
  const family = data.family;
  if (!family) return null;
  const rights = (list: string[]) => (list.length ? list.join(', ') : t('members.detail.family.noRights'));
  return (
    <Section title={t('members.detail.sections.family')}>
      {family.familyOnly ? <p className="text-sm text-ink-900">{t('members.detail.family.familyOnly')}</p> : null}
      {family.awaitingCandidateSince ? (
        <p className="text-sm font-semibold text-ink-900">
          {t('members.detail.family.awaiting', { date: dates.day(family.awaitingCandidateSince) })}
        </p>
      ) : null}
      <h3 className="font-semibold text-ink-900">{t('members.detail.family.helpers')}</h3>
      {family.helpers.length === 0 ? (
        <p className="text-sm text-ink-700">{t('members.detail.family.noHelpers')}</p>
      ) : (
        <Table
          caption={t('members.detail.family.helpersCaption')}
          head={[
            t('members.detail.family.account'),
            t('members.detail.family.relation'),
            t('members.detail.family.rights'),
            t('members.detail.family.since'),
            t('members.detail.family.lastActive'),
          ]}
        >
          {family.helpers.map((helper) => (
            <tr key={helper.accountId} className="border-t border-ink-500/10">
              <td className={`${cell} max-w-[20rem] break-all`}>
                <Link to={`/admin/members/${helper.accountId}`}>{helper.email}</Link>
                {helper.madeProfile ? (
                  <span className="text-ink-500"> · {t('members.detail.family.madeProfile')}</span>
                ) : null}
              </td>
              <td className={cell}>{helper.relation}</td>
              <td className={cell}>{rights(helper.rights)}</td>
              <td className={`${cell} whitespace-nowrap`}>{dates.day(helper.since)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {helper.lastActiveAt ? dates.when(helper.lastActiveAt) : t('members.detail.family.never')}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {family.helps.length > 0 ? (
        <>
          <h3 className="font-semibold text-ink-900">{t('members.detail.family.helps')}</h3>
          <Table
            caption={t('members.detail.family.helpsCaption')}
            head={[
              t('members.detail.family.profile'),
              t('members.detail.family.relation'),
              t('members.detail.family.rights'),
              t('members.detail.family.since'),
            ]}
          >
            {family.helps.map((profile) => (
              <tr key={profile.profileId} className="border-t border-ink-500/10">
                <td className={`${cell} font-mono text-xs`}>
                  <Link to={`/admin/members/${profile.profileId}`}>{profile.profileId}</Link>
                </td>
                <td className={cell}>{profile.relation}</td>
                <td className={cell}>{rights(profile.rights)}</td>
                <td className={`${cell} whitespace-nowrap`}>{dates.day(profile.since)}</td>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
    </Section>
  );
}

const memberName = ({ member, profile }: Status) =>
  [profile.basic_and_lifestyle.firstName, profile.basic_and_lifestyle.lastName].filter(Boolean).join(' ') ||
  member.email;

function MemberDetail({ data }: { data: Status }) {
  const { t } = useTranslation(membersMessages);
  const dates = useConsoleDates();
  const [signingOut, setSigningOut] = useState(false);
  const { member } = data;
  const name = memberName(data);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink-900">{name}</h1>
        <p className="break-all text-ink-900">{member.email}</p>
        <p className="font-mono text-xs text-ink-500">
          {t('members.detail.ids', { userId: member.userId, uid: member.uid })}
        </p>
        <p className="text-sm text-ink-700">
          {t('members.detail.joined', { date: dates.day(member.createdAt) })} ·{' '}
          {t('members.detail.lastActive', { date: dates.day(member.lastActiveAt) })} · {member.usertype}
        </p>
        {member.suspended && member.suspendedAt ? (
          <p className="text-sm font-semibold text-danger-600">
            {t('members.detail.suspendedSince', {
              date: dates.when(member.suspendedAt),
              reason: member.suspensionReason ?? '',
            })}
          </p>
        ) : null}
        {member.hidden ? <p className="text-sm text-ink-700">{t('members.detail.hidden')}</p> : null}
        <p className="text-xs text-ink-500">{t('members.detail.audited')}</p>
      </header>
      <ProfileSection data={data} t={t} />
      <PhotosSection data={data} t={t} />
      <PlanSection data={data} t={t} />
      <Section title={t('members.detail.sections.reports')}>
        <h3 className="font-semibold text-ink-900">{t('members.detail.reportsMade')}</h3>
        <ReportsTable rows={data.reports.made} caption={t('members.detail.reportsMadeCaption')} t={t} />
        <h3 className="font-semibold text-ink-900">{t('members.detail.reportsReceived')}</h3>
        <ReportsTable rows={data.reports.received} caption={t('members.detail.reportsReceivedCaption')} t={t} />
      </Section>
      <SuspensionsSection data={data} t={t} />
      <SessionsSection data={data} t={t} onSignOut={() => setSigningOut(true)} />
      <VerificationSection data={data} t={t} />
      <FamilySection data={data} t={t} />
      <Section title={t('members.detail.sections.history')}>
        <AuditTable subjectUserId={member.userId} caption={t('members.detail.sections.history')} showWhom={false} />
      </Section>
      <SignOutEverywhereDialog open={signingOut} userId={member.userId} onClose={() => setSigningOut(false)} />
    </div>
  );
}

/**
 * /admin/members/:userId: the member as staff see them — profile (private fields too), photos with their review
 * state, plan and payments, reports made and received, suspensions, sessions with "Sign out everywhere", and the
 * staff actions about them. The server records every opening of this page in the audit log.
 */
export function MemberDetailPage() {
  const { t } = useTranslation(membersMessages);
  const { userId = '' } = useParams();
  const { data, error, isError, refetch } = useMemberStatusQuery(userId, { skip: !userId });
  const failure = isError ? readApiFailure(error) : null;
  useDocumentTitle(data ? memberName(data) : t('members.title'));

  let content: ReactNode;
  if (data) content = <MemberDetail data={data} />;
  else if (failure?.kind === 'rejected' && (failure.status === 404 || failure.status === 400)) {
    content = <p className="text-ink-700">{t('members.detail.notFound')}</p>;
  } else if (isError) {
    content = <LoadFailed message={t('members.detail.loadFailed')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('members.detail.loading')}</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-48" />
        <Skeleton className="h-32" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/admin/members"
        className="self-start text-sm font-semibold text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('members.back')}
      </Link>
      {content}
    </div>
  );
}
