// Where the sign-in and sign-up pages go back to: `#/signin?next=join/<game>/<match>` returns to
// that page of this app once signed in (only a route of this app: a route name and up to three
// plain segments, never another site).
import { href, navigate, routeQuery } from '../router';

const ROUTE = /^[a-z]{1,20}(\/[A-Za-z0-9_-]{1,64}){0,3}$/;

/** The page to return to (its route parts), or null. */
export function returnTarget(): string[] | null {
  const next = routeQuery().get('next');
  return next && ROUTE.test(next) ? next.split('/') : null;
}

/** A link to the sign-in or sign-up page that comes back to `parts` after. */
export function accountHref(page: 'signin' | 'signup', parts: string[] | null): string {
  const next = parts?.join('/');
  return next && ROUTE.test(next) ? `${href(page)}?next=${encodeURIComponent(next)}` : href(page);
}

/** After a sign-in or sign-up: back to where the player came from, else `fallback`. */
export function goBack(fallback: string): void {
  const target = returnTarget();
  if (target) navigate(...target);
  else navigate(fallback);
}
