import type { SVGProps } from 'react';
import type { SocialNetwork } from '../lib/links';

/** Small inline icons, drawn for this site. All are decorative: the control around them carries the name. */
type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  'aria-hidden': true as const,
  focusable: 'false' as const,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  ...props,
});

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke} strokeWidth={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CrossIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M7 7l10 10M17 7L7 17" />
    </svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 005.5 5.5l1.5-2 4 1.5V18a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z" />
    </svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 018 0v3" />
    </svg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M3 3l18 18M10.6 6.1A9.9 9.9 0 0112 6c5 0 9 6 9 6a16 16 0 01-3 3.4M6.6 6.6C4.3 8.1 3 12 3 12s4 6 9 6a9 9 0 004.3-1.1" />
      <path d="M9.9 9.9a3 3 0 004.2 4.2" />
    </svg>
  );
}

export function HandshakeIcon(props: IconProps) {
  return (
    <svg {...base(props)} {...stroke}>
      <path d="M8 11l3-3 2 1.5L16 7l5 5-6 6-3-2-3 2-6-6 3-3" />
      <path d="M11 16l-2-2M13.5 14.5l-2-2" />
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
