import type { SVGProps } from 'react';

/**
 * Small inline icons, drawn for this site. All are decorative: the control around them carries the name. Icons are
 * grouped by where they are used (this file: the navigation bar's), so no page downloads another's drawings.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export const base = (props: IconProps) => ({
  'aria-hidden': true as const,
  focusable: 'false' as const,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  ...props,
});

export const stroke = {
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
