import Link from '@/ui/primitives/app-link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { type ButtonVariant, getButtonVariant, spacing } from '@/ui/theme';
import { useIsClient } from '@/ui/hooks/use-is-client';
import { Spinner } from './spinner';

type Size = 'small' | 'medium' | 'large';

interface StyleProps {
  $variant: ButtonVariant;
  $size: Size;
  $fullWidth: boolean;
}

// The default button (medium) has the spec's padding, 8px horizontal and 4px vertical (section 9);
// its 44px minimum height, not padding, makes it a comfortable touch target. Small keeps the same
// padding at a compact 32px; large is the one size with more room, for a page's main action.
const PADDING: Record<Size, string> = { small: '4px 8px', medium: '4px 8px', large: '14px 28px' };

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${spacing(2)};
  padding: ${({ $size }) => PADDING[$size]};
  min-height: ${({ $size }) => ($size === 'small' ? '32px' : '44px')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ $variant }) => getButtonVariant($variant).border};
  background: ${({ $variant }) => getButtonVariant($variant).background};
  color: ${({ $variant }) => getButtonVariant($variant).color};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease;

  &:hover:not(:disabled) {
    background: ${({ $variant }) => getButtonVariant($variant).hoverBackground};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: Size;
  fullWidth?: boolean;
  children: ReactNode;
}

export interface ButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

/**
 * A button, disabled until the page has hydrated: before then a click would do nothing (a submit
 * button would even send its form natively, as a GET with its fields in the URL), so it shows it
 * is not ready instead of taking the click and dropping it.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const ready = useIsClient();
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading || !ready}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" role="presentation" aria-label={undefined} /> : null}
      {children}
    </StyledButton>
  );
}

export interface ButtonLinkProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  href,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink href={href} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {children}
    </StyledLink>
  );
}
