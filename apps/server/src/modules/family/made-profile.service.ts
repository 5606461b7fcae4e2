import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { FAMILY_INVITATION_DAYS, FAMILY_RIGHTS, type FamilyRelation, type FamilyRight } from '@app/shared/family';
import type { LOOKING_FOR_WHOM } from '@app/shared/questionnaire/questions';
import type { Database } from '../../db/schema';
import { memberWritten } from '../../lib/after-write';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { dispatchMail } from '../../lib/mail/dispatch';
import { displayNameOf, memberLabel } from '../../lib/members/display-name';
import { randomToken, sha256 } from '../../lib/security/codes';
import { familyConfirmEmail, familyDeclinedEmail, readerLanguage } from './family.emails';
import { recipientLanguage } from '../../lib/i18n/index';
import * as repo from './family.repository';
import { recordFamilyActivity } from './family.service';

/**
 * A profile a relative makes (ADR 017 point 8). The relative's sign-up made two rows: their own account, family-only,
 * and the candidate's profile, awaiting its candidate (shown to nobody, reaching nobody, with an undeliverable address
 * and a password nobody knows). The relative fills it in, names the candidate (`POST family/candidate`), and the
 * candidate, from the e-mailed link, confirms it (it becomes theirs: their address, their password) or declines it
 * (it is erased, and the relative is told).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the relative is first recorded, from whom they said the profile is for; `family/candidate` names it exactly. */
const RELATION_FROM_POSTED_BY: Record<Exclude<(typeof LOOKING_FOR_WHOM)[number], 'Myself'>, FamilyRelation> = {
  Child: 'relative',
  Sibling: 'relative',
  Friend: 'friend',
  Relative: 'relative',
};

/** Within the sign-up's transaction: the relative looks after the new profile, with every right, as its maker. */
export async function startMadeProfile(
  trx: Transaction<Database>,
  input: { accountId: string; profileId: string; postedBy: keyof typeof RELATION_FROM_POSTED_BY; now: Date },
): Promise<void> {
  const relation = RELATION_FROM_POSTED_BY[input.postedBy];
  await repo.insertManager(trx, {
    profileId: input.profileId,
    accountId: input.accountId,
    relation,
    rights: [...FAMILY_RIGHTS],
    madeProfile: true,
    now: input.now,
  });
  await recordFamilyActivity(
    trx,
    { id: input.profileId, accountId: input.accountId, family: { relation } },
    'profile_made',
    {},
    input.now,
  );
}

function assertMaker(me: AuthUser): asserts me is AuthUser & { family: NonNullable<AuthUser['family']> } {
  if (!me.family?.madeProfile) {
    throw new AppError('FAMILY_NOT_ALLOWED', 'Only the relative who made this profile can do this.', {
      reason: 'makerOnly',
    });
  }
  if (!me.family.awaitingCandidate)
    throw new AppError('CONFLICT', 'The person this profile is for has confirmed it.', {
      reason: 'candidateConfirmed',
    });
}

const NAME_FIRST = 'Please give your name first, on Family help: the e-mail tells them who made this profile for them.';

/**
 * POST family/candidate: the relative who made the profile names the candidate (their e-mail) and how they are
 * related; the candidate is e-mailed a link to review it. Asking again replaces the earlier link.
 */
export async function askCandidate(
  app: FastifyInstance,
  me: AuthUser,
  input: { email: string; relation: FamilyRelation },
): Promise<{ email: string; expiresAt: string }> {
  assertMaker(me);
  const now = app.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + FAMILY_INVITATION_DAYS * DAY_MS);
  const managerName = await app.db.transaction().execute(async (trx) => {
    const account = await repo.findAccount(trx, me.accountId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
    // The e-mail tells the candidate who made the profile: never "Member" (ADR 017 point 9).
    const managerName = displayNameOf(account);
    if (!managerName) throw new AppError('CONFLICT', NAME_FIRST, { reason: 'makerNameFirst' });
    if (account.email === input.email) {
      throw new AppError('VALIDATION_FAILED', 'This is your own e-mail address. Please enter theirs.', {
        reason: 'candidateOwnEmail',
        fieldErrors: [{ path: 'email', message: 'This is your own e-mail address.' }],
      });
    }
    await repo.withdrawOpenInvitationsTo(trx, me.id, null, now, 'confirm');
    await repo.insertInvitation(trx, {
      profileId: me.id,
      invitedBy: me.accountId,
      email: input.email,
      relation: input.relation,
      rights: [],
      tokenHash: sha256(token),
      now,
      expiresAt,
      kind: 'confirm',
    });
    await repo.setManagerRelation(trx, me.id, me.accountId, input.relation);
    await recordFamilyActivity(
      trx,
      { id: me.id, accountId: me.accountId, family: { relation: input.relation } },
      'candidate_asked',
      { relation: input.relation },
      now,
    );
    return managerName;
  });
  await dispatchMail(
    app,
    familyConfirmEmail(app.config.brand, await readerLanguage(app, input.email, me.accountId), input.email, {
      managerName,
      relation: input.relation,
      token,
    }),
  );
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/** What the candidate's link may still do: an open confirmation for a profile still awaiting its candidate. */
async function openConfirmation(app: FastifyInstance, token: string) {
  const invitation = await repo.findInvitationByTokenHash(app.db, sha256(token), 'confirm');
  const now = app.clock.now();
  if (!invitation || invitation.withdrawnAt) {
    throw new AppError('NOT_FOUND', 'This link is not valid any more. Please ask your relative to send it again.', {
      reason: 'confirmLink',
    });
  }
  if (invitation.acceptedAt)
    throw new AppError('CONFLICT', 'This profile has already been confirmed.', { reason: 'profileConfirmed' });
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', 'This link has expired. Please ask your relative to send it again.', {
      reason: 'confirmLinkExpired',
    });
  }
  const profile = await repo.findMadeProfile(app.db, invitation.profileId);
  if (!profile?.awaitingCandidateSince)
    throw new AppError('CONFLICT', 'This profile has already been confirmed.', { reason: 'profileConfirmed' });
  return { invitation, profile, now };
}

/** What the composition gives the confirmation: the sign-in module's password hashing and the account erasure. */
export type ConfirmDependencies = {
  hashPassword: (password: string) => Promise<string>;
  eraseProfile: (app: FastifyInstance, profile: { id: string; email: string }) => Promise<void>;
};

/**
 * POST family/claim: the candidate, from the e-mailed link, makes the profile's sign-in theirs: the link's address
 * and the password they choose. It stays hidden: signed in, they read everything written about them, photos
 * included, as its owner, then confirm or decline it (`family/confirm`). An address that already has an account is
 * refused: that member invites their relative from their own profile instead, and may decline this one.
 */
export async function claimMadeProfile(
  app: FastifyInstance,
  deps: ConfirmDependencies,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const { invitation, profile, now } = await openConfirmation(app, input.token);
  if (profile.email === invitation.email) {
    throw new AppError('CONFLICT', 'You have already chosen your password. Please sign in to review your profile.', {
      reason: 'passwordChosen',
    });
  }
  const passwordHash = await deps.hashPassword(input.password);
  await app.db.transaction().execute(async (trx) => {
    if (await repo.findAccountByEmail(trx, invitation.email)) {
      throw new AppError(
        'CONFLICT',
        'This e-mail address already has an account. Sign in to it and invite your relative from Family help, or decline this profile.',
        { reason: 'candidateHasAccount' },
      );
    }
    await repo.claimMadeProfile(trx, profile.id, { email: invitation.email, passwordHash, now });
  });
  return { email: invitation.email };
}

/**
 * POST family/confirm: the candidate confirms the profile (signed in to it, after reading it: it goes live and is
 * theirs) or declines it (with or without signing in: it is erased with everything in it, and the relative who made
 * it is e-mailed).
 */
export async function confirmMadeProfile(
  app: FastifyInstance,
  deps: ConfirmDependencies,
  me: AuthUser | null,
  input: { token: string; confirm: boolean },
): Promise<{ confirmed: boolean; email: string }> {
  const { invitation, profile, now } = await openConfirmation(app, input.token);
  if (!input.confirm) {
    const makers = await repo.listMakersOf(app.db, profile.id);
    const candidateName = memberLabel(profile);
    await deps.eraseProfile(app, { id: profile.id, email: profile.email });
    for (const maker of makers) {
      const language = await recipientLanguage(app.db, { email: maker.email });
      await dispatchMail(app, familyDeclinedEmail(app.config.brand, language, maker.email, { candidateName }));
    }
    return { confirmed: false, email: invitation.email };
  }
  if (!me || me.family || me.id !== profile.id) {
    throw new AppError(
      'FORBIDDEN',
      'Please choose your password and sign in first, so you can read your profile before you confirm it.',
      { reason: 'confirmSignInFirst' },
    );
  }
  await app.db.transaction().execute(async (trx) => {
    if (!(await repo.acceptInvitation(trx, invitation.id, profile.id, now))) {
      throw new AppError('CONFLICT', 'This profile has already been confirmed.', { reason: 'profileConfirmed' });
    }
    await repo.markProfileConfirmed(trx, profile.id, now);
    // It may now be discovered: what is derived from it (the match table) follows in this transaction.
    await memberWritten(trx, [profile.id], now);
    await recordFamilyActivity(
      trx,
      { id: profile.id, accountId: profile.id, family: null },
      'profile_confirmed',
      {},
      now,
    );
  });
  return { confirmed: true, email: invitation.email };
}

/**
 * The profile a new session of this account acts for: for a family-only account (a relative who made a profile),
 * the first profile it looks after, with its relation and rights; null for everyone else (their own profile).
 */
export async function defaultActingProfile(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
): Promise<{ profileId: string; relation: FamilyRelation; rights: FamilyRight[]; madeProfile: boolean } | null> {
  const profileId = await repo.findFirstManagedProfileOfFamilyOnly(db, accountId);
  if (!profileId) return null;
  const manager = await repo.findManager(db, profileId, accountId);
  return manager
    ? { profileId, relation: manager.relation, rights: manager.rights, madeProfile: manager.madeProfile }
    : null;
}
