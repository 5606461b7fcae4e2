import type { CallPeer } from '../state/calls-slice';
import { cn } from '../../../components/ui/cn';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');

const sizes = { md: 'h-12 w-12 text-base', lg: 'h-24 w-24 text-3xl', xl: 'h-32 w-32 text-4xl sm:h-40 sm:w-40' };

/**
 * The other member's round photo as the server sent it (the privacy rules decide; a blurred one stays blurred), or
 * their initials. Decorative: the name always stands beside it. `ringing` adds a soft pulse (not with reduced motion).
 */
export function CallAvatar({
  peer,
  size = 'lg',
  ringing = false,
}: {
  peer: Pick<CallPeer, 'name' | 'photo'>;
  size?: keyof typeof sizes;
  ringing?: boolean;
}) {
  const { photo } = peer;
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0">
      {ringing ? <span className="absolute inset-0 rounded-full bg-accent-500/40 motion-safe:animate-ping" /> : null}
      <span
        className={cn(
          'relative inline-flex items-center justify-center overflow-hidden rounded-full bg-accent-100 font-bold text-accent-700',
          sizes[size],
        )}
      >
        {photo ? (
          <img
            src={photo.blurred || size !== 'md' ? photo.url : photo.thumbUrl}
            alt=""
            decoding="async"
            data-blurred={photo.blurred || undefined}
            className={cn('h-full w-full object-cover', photo.blurred && 'scale-110 blur-md')}
          />
        ) : (
          initialsOf(peer.name)
        )}
      </span>
    </span>
  );
}
