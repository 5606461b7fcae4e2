import { base, stroke, type IconProps } from './icons';
import type { SocialNetwork } from '../lib/links';

// The footer's icons.

export function ArrowUpIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/** Simple outline marks of each network, drawn from basic shapes (not the companies' artwork). */
export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case 'facebook':
      return (
        <svg {...base(props)} {...stroke}>
          <path d="M14 8h2V4.5h-2.5A3.5 3.5 0 0010 8v2.5H8V14h2v6.5h3.5V14h2.3l.7-3.5h-3V8.8c0-.5.3-.8.5-.8z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...base(props)} {...stroke}>
          <path d="M5 4l14 16M19 4L5 20" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...base(props)} {...stroke}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8L10 9.2z" fill="currentColor" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...base(props)} {...stroke}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'linkedin':
      return (
        <svg {...base(props)} {...stroke}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
          <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.3-2.5S16 11.3 16 13v3" />
        </svg>
      );
  }
}
