import { base, stroke, type IconProps } from './icons';

// The home page's privacy and verification icons.

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
