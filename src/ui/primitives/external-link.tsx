import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {rest['aria-label'] ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
