/** A router link that carries the current query over; use it for every internal link. */
import { forwardRef, useCallback } from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router-dom';
import { NOT_CARRIED, withCarriedQuery } from '../lib/query';

export interface AppLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
  /** Parameters not to carry (defaults to category and q). */
  drop?: readonly string[];
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, drop = NOT_CARRIED, ...rest },
  ref,
) {
  const { search } = useLocation();
  return <Link ref={ref} to={withCarriedQuery(to, search, drop)} {...rest} />;
});

/** navigate() with the same carry-over rule as AppLink. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(withCarriedQuery(to, search), options),
    [navigate, search],
  );
}
