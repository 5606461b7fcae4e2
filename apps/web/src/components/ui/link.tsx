import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { localizeTo, type Language, useTranslation } from '../../lib/i18n';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path inside the site (relative paths resolve against the current route, as in React Router). */
  to: To;
  /** Replace the current history entry instead of adding one (by default: only when the link leads where we are). */
  replace?: boolean;
  /** History state handed to the next page (`useLocation().state`). */
  state?: unknown;
  /** The language whose address of the page to link to (the language shown by default). */
  language?: Language;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link inside the single-page app: a real `<a href>` (so it can be opened in a new tab, copied, and followed
 * without script), which navigates without a page load on a plain left click.
 *
 * Built on React Router's `useHref` and `useLinkClickHandler`, the hooks it offers for custom links, rather than
 * its own `<Link>`: that one also carries framework-mode prefetching and view transitions, which this app does
 * not use and which would otherwise ride in the first download of every page (ADR 006). ESLint keeps React
 * Router's `Link` and `NavLink` out of the code base.
 */
export function Link({ to: given, replace, state, language, target, onClick, ref, children, ...rest }: LinkProps) {
  const shown = useTranslation().language;
  // A reader of a page in Hindi stays in Hindi from link to link (issue 30).
  const to = typeof given === 'string' ? localizeTo(given, language ?? shown) : given;
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks, other buttons and other targets keep the browser's behaviour (the handler checks).
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** Whether `pathname` is at `target` or (unless `end`) below it; case-insensitive, like React Router's NavLink. */
export function isActivePath(pathname: string, target: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || there === '/') return false;
  const prefix = there.endsWith('/') ? there : `${there}/`;
  return here.startsWith(prefix);
}

/** A `Link` that knows whether it points at the current page: `aria-current="page"` and an `isActive` style. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const shown = useTranslation().language;
  const { pathname: target } = useResolvedPath(
    typeof props.to === 'string' ? localizeTo(props.to, props.language ?? shown) : props.to,
  );
  const isActive = isActivePath(pathname, target, end);
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
