import type { ChatMember } from '@app/shared/chat';
import { cn } from '../../../components/ui/cn';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');

const sizes = { sm: 'h-10 w-10 text-sm', md: 'h-12 w-12 text-base' };

/**
 * A member's round photo as the server sent it (the privacy rules decide; a blurred one stays blurred), or their
 * initials. Decorative beside the name, which always stands next to it.
 */
export function Avatar({ member, size = 'md' }: { member: Pick<ChatMember, 'name' | 'photo'>; size?: 'sm' | 'md' }) {
  const { photo } = member;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-100 font-bold text-accent-700',
        sizes[size],
      )}
    >
      {photo ? (
        <img
          src={photo.blurred ? photo.url : photo.thumbUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className={cn('h-full w-full object-cover', photo.blurred && 'scale-110 blur-sm')}
        />
      ) : (
        initialsOf(member.name)
      )}
    </span>
  );
}
