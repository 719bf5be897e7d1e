// A refusal or a failure, shown where it happened and announced to screen readers (role="alert").
import type { ReactNode } from 'react';

/** Nothing when there is nothing to say (null, undefined, false or ''); `inline` in a line of
 *  controls (a span), otherwise a paragraph. */
export function ErrorLine({ children, inline }: { children: ReactNode; inline?: boolean }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return inline ? (
    <span className="error" role="alert">
      {children}
    </span>
  ) : (
    <p className="error" role="alert">
      {children}
    </p>
  );
}
