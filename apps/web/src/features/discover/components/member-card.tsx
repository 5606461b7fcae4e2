import type { ComponentProps } from 'react';
import type { MemberCard as MemberCardData } from '@app/shared/discover';
import { MemberCard as SharedMemberCard } from '../../../components/members/member-card';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { discoverMessages } from '../../../locales/discover';
import { useToggleFavMutation } from '../api/favourites';

/** Discover's lists' card: the shared member card with the favourite star in its corner. */
export function MemberCard(props: Omit<ComponentProps<typeof SharedMemberCard>, 'corner'>) {
  return <SharedMemberCard {...props} corner={<FavouriteButton card={props.card} />} />;
}

/** The star: a toggle above the card's link (it never opens the profile). The change shows at once. */
function FavouriteButton({ card }: { card: MemberCardData }) {
  const { t } = useTranslation(discoverMessages);
  const [toggle, { isLoading }] = useToggleFavMutation();
  const favourite = card.isFavourite;
  const name = card.name;

  const onClick = async () => {
    if (isLoading) return;
    const next = !favourite;
    try {
      await toggle({ favoritedUserId: card.userId, favourite: next }).unwrap();
      toast.success(t(next ? 'discover.favourite.added' : 'discover.favourite.removed', { name }));
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('discover.favourite.failed'));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'discover.card.removeFavourite' : 'discover.card.addFavourite', { name })}
      onClick={() => void onClick()}
      className="absolute right-3 top-3 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-accent-700 shadow-sm hover:bg-accent-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
        <path
          d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1 6-5.35-2.85-5.35 2.85 1-6L3.3 9.6l6-.9z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
