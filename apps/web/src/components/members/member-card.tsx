import { useId, type ReactNode } from 'react';
import type { MemberCard as MemberCardData } from '@app/shared/discover';
import { useHeightFormat } from '../../lib/height';
import { useTranslation } from '../../lib/i18n';
import { useOptionLabel } from '../../lib/option-labels';
import { membersMessages } from '../../locales/members';
import { cn } from '../ui/cn';
import { Link } from '../ui/link';
import { ManagedByFamily } from './family';
import { useMatchReasons } from './match-reasons';
import { VerifiedTick } from './verified-tick';

/** Where a card leads: the member's profile page (`/profile/:name/:userId`; the name is for people, the id decides). */
export const profilePath = (card: Pick<MemberCardData, 'firstName' | 'name' | 'userId'>) =>
  `/profile/${encodeURIComponent(card.firstName || card.name || 'member')}/${card.userId}`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');

type MemberCardProps = {
  card: MemberCardData;
  /** More about this member in this list (when they viewed the profile…), under the facts. */
  children?: ReactNode;
  /** The heading level of the member's name in the page's outline. */
  headingLevel?: 'h3' | 'h4';
  /** A control in the photo's top right corner, above the card's link (Discover's favourite star). */
  corner?: ReactNode;
  /** Buttons at the foot of the card, above the card's link (accept or decline a request…). */
  actions?: ReactNode;
  /**
   * The card's place in its list, from 0. The first row's photos load at once (lazy loading would hold them until
   * layout, and they are the page's largest paint), the very first before anything else; the rest when near view.
   */
  position?: number;
};

/** Cards in a list's first row on the widest grid (four): their photos are on screen from the start. */
const FIRST_ROW = 4;

/**
 * A member in a list: photo (blurred when the member shares clear photos only after connecting, initials without
 * one), name with the verified tick and tier, whether relatives help with the profile (their relations only), the
 * facts the viewer may see, and for a match its score and reasons.
 * The name is the link to the profile, stretched over the whole card, so the card opens the profile while screen
 * readers hear a short link; a corner control (Discover's favourite star) and action buttons sit above it.
 */
export function MemberCard({
  card,
  children,
  headingLevel: Heading = 'h3',
  corner,
  actions,
  position = FIRST_ROW,
}: MemberCardProps) {
  const { t } = useTranslation(membersMessages);
  const option = useOptionLabel();
  const heights = useHeightFormat();
  const nameId = useId();
  // Option values in the language shown; the country by its code (the server's English name without one).
  const country = card.countryCode ? option('country', card.countryCode, card.country ?? undefined) : card.country;
  const place = [card.state, country].filter(Boolean).join(', ');
  const faith = [
    card.religion && option('religion', card.religion),
    card.community && option('community', card.community),
  ]
    .filter(Boolean)
    .join(' · ');
  const height = card.heightCm !== null ? heights.imperial(card.heightCm) : card.height;
  const facts = [card.age !== null ? t('members.card.age', { age: card.age }) : null, height, place, faith]
    .concat(card.occupation && option('occupation', card.occupation))
    .filter((fact): fact is string => Boolean(fact));
  const shownReasons = useMatchReasons(card);
  const reasons = card.match_percentage !== null ? shownReasons : [];
  const tier = card.userType === 'Premium' || card.userType === 'Exclusive' ? card.userType : null;
  // Best match placed this member above a higher score because of their plan: the card says so.
  const featured = Boolean(tier && card.placedByPlan && card.match_percentage !== null);

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-ink-500/10 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-600"
    >
      <div className="relative aspect-square overflow-hidden bg-accent-100 sm:aspect-[4/5]">
        {card.photo ? (
          <img
            src={card.photo.blurred ? card.photo.url : card.photo.thumbUrl}
            srcSet={card.photo.blurred ? undefined : `${card.photo.thumbUrl} 320w, ${card.photo.url} 800w`}
            sizes={card.photo.blurred ? undefined : '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw'}
            alt={t(card.photo.blurred ? 'members.card.blurredAlt' : 'members.card.photoAlt', { name: card.name })}
            loading={position < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding="async"
            className={cn('h-full w-full object-cover object-[50%_30%]', card.photo.blurred && 'scale-110 blur-md')}
          />
        ) : (
          <div
            aria-hidden="true"
            translate="no"
            className="flex h-full items-center justify-center text-6xl font-bold text-accent-700"
          >
            {initialsOf(card.name)}
          </div>
        )}
        {card.photo?.blurred ? (
          <p className="absolute inset-x-3 bottom-3 rounded-full bg-ink-900/80 px-3 py-1 text-center text-sm font-semibold text-white">
            {t('members.card.blurredNote')}
          </p>
        ) : null}
        {card.match_percentage !== null ? (
          <p className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-accent-700 shadow-sm">
            {t('members.card.match', { percent: card.match_percentage })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Heading className="flex min-w-0 items-center gap-1.5 text-lg font-bold text-ink-900">
            <Link
              id={nameId}
              to={profilePath(card)}
              className="truncate after:absolute after:inset-0 after:content-[''] hover:text-accent-700"
            >
              {/* The member's name, as written in every language (never machine-translated). */}
              <span translate="no">{card.name}</span>
            </Link>
            {card.verified ? (
              <>
                {' '}
                <VerifiedTick label={t('members.card.verified')} />
              </>
            ) : null}
          </Heading>
          {tier ? (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                tier === 'Exclusive' ? 'bg-exclusive-100 text-exclusive-700' : 'bg-gold-400/30 text-ink-900',
                featured && 'ring-1 ring-current',
              )}
            >
              {featured ? t(`members.card.featured.${tier}`) : t(`members.card.tier.${tier}`)}
              {featured ? <span className="sr-only"> {t('members.card.featuredNote')}</span> : null}
            </span>
          ) : null}
        </div>
        <ManagedByFamily relations={card.managedBy} />
        {facts.length ? (
          <ul className="flex flex-col gap-0.5 text-sm text-ink-700">
            {facts.map((fact, index) => (
              <li key={index} className="break-words">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {reasons.length ? (
          <ul aria-label={t('members.card.reasons')} className="mt-1 flex flex-wrap gap-1.5">
            {reasons.map((reason, index) => (
              <li key={index} className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-700">
                {reason}
              </li>
            ))}
          </ul>
        ) : null}
        {children ? <div className="mt-auto pt-1 text-sm text-ink-500">{children}</div> : null}
        {actions ? <div className="relative z-10 flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>

      {corner}
    </article>
  );
}
