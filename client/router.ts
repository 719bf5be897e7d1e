// Hash routes: the server serves one page; links can be shared and reloaded.
import { useEffect, useState } from 'react';

/** The route of a link that does not decode (`#/player/%zz`): the app shows its not-found page. */
export const NOT_FOUND = 'not-found';

export function currentRoute(): string[] {
  const hash = window.location.hash.replace(/^#\/?/, '');
  const [path] = hash.split('?');
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [NOT_FOUND]; // URIError: a malformed escape such as %zz or a cut-off %E0%A4%A
  }
}

export function routeQuery(): URLSearchParams {
  const hash = window.location.hash;
  const i = hash.indexOf('?');
  return new URLSearchParams(i >= 0 ? hash.slice(i + 1) : '');
}

export function useRoute(): string[] {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const on = () => setRoute(currentRoute());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}

export function navigate(...parts: string[]) {
  window.location.hash = '#/' + parts.map(encodeURIComponent).join('/');
}

export function href(...parts: string[]): string {
  return '#/' + parts.map(encodeURIComponent).join('/');
}

/** Absolute link to a route (for invites). */
export function absoluteHref(...parts: string[]): string {
  return `${window.location.origin}${window.location.pathname}${href(...parts)}`;
}
