import type { FastifyInstance } from 'fastify';
import {
  COMPLETION_BUCKETS,
  completionBucketOf,
  STATS_DEFAULT_DAYS,
  STATS_GENDERS,
  STATS_MAX_DAYS,
  type CompletionBucketLabel,
  type ConnectionDataResponse,
  type GenderRatioResponse,
  type NewUserDataResponse,
  type ProfileFillResponse,
  type StatsGender,
  type StatsRangeQuery,
  type UserStatsResponse,
} from '@app/shared/console/statistics';
import { AppError } from '../../../lib/app-error';
import { presentMyDetails, profileCompletion } from '../../profile/index';
import { findOwnerRowsMany } from '../../privacy/index';
import { NO_ANSWERS, readAnswersMany } from '../../profile/index';
import * as repo from './statistics.repository';

/**
 * The console's statistics (issue 15 point 2). Members only (`role = 'member'`): staff accounts are never counted.
 * Every per-day figure is by calendar day in UTC, and every day of the range is listed, days with nothing as 0.
 */

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export type DayRange = { from: string; to: string; days: string[]; start: Date; end: Date };

/** `from`..`to` (both included, UTC); by default the last 30 days up to today. */
export function resolveRange(query: StatsRangeQuery, now: Date): DayRange {
  const to =
    query.to ??
    (query.from ? dayOf(new Date(startOfDay(query.from).getTime() + (STATS_DEFAULT_DAYS - 1) * DAY_MS)) : dayOf(now));
  const from = query.from ?? dayOf(new Date(startOfDay(to).getTime() - (STATS_DEFAULT_DAYS - 1) * DAY_MS));
  const start = startOfDay(from);
  const end = new Date(startOfDay(to).getTime() + DAY_MS);
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (count < 1)
    throw new AppError('VALIDATION_FAILED', 'The first day must be on or before the last day.', {
      reason: 'consoleDayOrder',
    });
  if (count > STATS_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', `Please choose at most ${STATS_MAX_DAYS} days.`, {
      reason: 'consoleTooManyDays',
      params: { days: STATS_MAX_DAYS },
    });
  }
  const days = Array.from({ length: count }, (_, index) => dayOf(new Date(start.getTime() + index * DAY_MS)));
  return { from, to, days, start, end };
}

/** GET admin-dashboard/user-stats */
export async function userStats(app: FastifyInstance): Promise<Omit<UserStatsResponse, 'success'>> {
  const now = app.clock.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const totals = await repo.countMembers(app.db, weekAgo, monthAgo);
  const running = await repo.listRunningPaidMembers(app.db, now);
  const everPaid = await repo.countMembersEverPaid(app.db);

  const exclusive = running.filter((row) => row.exclusive).length;
  return {
    asOf: now.toISOString(),
    totalMembers: totals.total,
    activeLast7Days: totals.active7,
    activeLast30Days: totals.active30,
    paidMembersByTier: { Premium: running.length - exclusive, Exclusive: exclusive },
    membersEverPaid: everPaid.count,
    paidConversionPercent: percentOf(everPaid.count, totals.total),
  };
}

/** GET admin-dashboard/new-user-data: members who joined, per day. */
export async function newUserData(
  app: FastifyInstance,
  query: StatsRangeQuery,
): Promise<Omit<NewUserDataResponse, 'success'>> {
  const range = resolveRange(query, app.clock.now());
  const rows = await repo.countNewMembersByDay(app.db, range.start, range.end);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  const data = range.days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  return { from: range.from, to: range.to, data, total: data.reduce((sum, day) => sum + day.count, 0) };
}

/** GET admin-dashboard/gender-ratio: the questionnaire's answer to "I am a…" (question 1). */
export async function genderRatio(app: FastifyInstance): Promise<Omit<GenderRatioResponse, 'success'>> {
  const rows = await repo.countMembersByGenderAnswer(app.db);
  const counts = new Map<StatsGender, number>(STATS_GENDERS.map((gender) => [gender, 0]));
  for (const row of rows) {
    const gender = (STATS_GENDERS as readonly string[]).includes(row.gender ?? '')
      ? (row.gender as StatsGender)
      : 'Not answered';
    counts.set(gender, (counts.get(gender) ?? 0) + row.count);
  }
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    data: STATS_GENDERS.map((gender) => {
      const count = counts.get(gender) ?? 0;
      return { gender, count, percent: percentOf(count, total) };
    }),
    total,
  };
}

const COMPLETION_BATCH = 500;

/**
 * GET admin-dashboard/profile-fill-percentage: each member's completion exactly as their own gauge shows it
 * (profile/getProfilePercentage), counted in the reference's five buckets. Reads members in batches by id.
 */
export async function profileFill(app: FastifyInstance): Promise<Omit<ProfileFillResponse, 'success'>> {
  const counts = new Map<CompletionBucketLabel, number>(COMPLETION_BUCKETS.map((bucket) => [bucket.label, 0]));
  const now = app.clock.now();
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const ids = await repo.listMemberIdsAfter(app.db, after, COMPLETION_BATCH);
    if (ids.length === 0) break;
    const [owners, answers] = await Promise.all([findOwnerRowsMany(app.db, ids), readAnswersMany(app.db, ids)]);
    for (const [userId, owner] of owners) {
      const record = { ...owner, answers: answers.get(userId) ?? NO_ANSWERS };
      const { percentage } = profileCompletion(presentMyDetails({ record, photos: [], now }));
      const bucket = completionBucketOf(percentage);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      total += 1;
    }
    after = ids[ids.length - 1] ?? null;
    if (ids.length < COMPLETION_BATCH) break;
  }
  return {
    data: COMPLETION_BUCKETS.map(({ label }) => {
      const count = counts.get(label) ?? 0;
      return { bucket: label, count, percent: percentOf(count, total) };
    }),
    total,
  };
}

/**
 * GET admin-dashboard/connection-data: requests sent and requests accepted, per day. An acceptance is dated by
 * `accepted_at`; rows accepted before that column existed fall back to `responded_at` while still accepted.
 */
export async function connectionData(
  app: FastifyInstance,
  query: StatsRangeQuery,
): Promise<Omit<ConnectionDataResponse, 'success'>> {
  const range = resolveRange(query, app.clock.now());
  const [requests, acceptances] = await Promise.all([
    repo.countConnectionRequestsByDay(app.db, range.start, range.end),
    repo.countConnectionAcceptancesByDay(app.db, range.start, range.end),
  ]);
  const requestsOf = new Map(requests.map((row) => [row.day, row.count]));
  const acceptancesOf = new Map(acceptances.map((row) => [row.day, row.count]));
  const data = range.days.map((date) => ({
    date,
    requests: requestsOf.get(date) ?? 0,
    acceptances: acceptancesOf.get(date) ?? 0,
  }));
  return {
    from: range.from,
    to: range.to,
    data,
    totals: {
      requests: data.reduce((sum, day) => sum + day.requests, 0),
      acceptances: data.reduce((sum, day) => sum + day.acceptances, 0),
    },
  };
}
