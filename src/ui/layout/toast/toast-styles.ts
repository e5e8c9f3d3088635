import styled, { keyframes } from 'styled-components';
import { TOAST_MAX_WIDTH_PX } from '@/config/constants';
import { TOAST_EXIT_MS } from './fade-transition';
import { radius, spacing } from '@/ui/theme';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Wraps react-toastify's container and restyles it in the shop's palette. react-toastify injects
 * its base stylesheet at the top of <head> when the container mounts, so these rules (later, and
 * more specific) win without !important.
 */
export const ToastFrame = styled.div`
  .Toastify__toast-container {
    --toastify-z-index: ${({ theme }) => theme.zIndex.toast};
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-toast-width: min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 32px));
    --toastify-text-color-light: ${({ theme }) => theme.palette.ink};
    /* The icon colours are set directly: react-toastify derives them from its kind colours at :root,
       where these overrides do not reach. Its own yellow would be under 2:1 on white. */
    --toastify-icon-color-success: ${({ theme }) => theme.palette.success};
    --toastify-icon-color-error: ${({ theme }) => theme.palette.error};
    --toastify-icon-color-warning: ${({ theme }) => theme.palette.warning};
    --toastify-icon-color-info: ${({ theme }) => theme.palette.info};
  }
  .Toastify__toast {
    max-width: ${TOAST_MAX_WIDTH_PX}px;
    align-items: flex-start;
    gap: ${spacing(1)};
    border-left: 6px solid var(--accent);
    line-height: 1.4;
    animation: ${enter} 180ms ease-out;
    transition:
      opacity ${TOAST_EXIT_MS}ms ease-in,
      transform ${TOAST_EXIT_MS}ms ease-in;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.palette.focus};
      outline-offset: 2px;
    }
  }
  .Toastify__toast[data-leaving='true'] {
    opacity: 0;
    transform: translateY(-8px);
  }
  .Toastify__toast--success {
    --accent: ${({ theme }) => theme.palette.success};
  }
  .Toastify__toast--error {
    --accent: ${({ theme }) => theme.palette.error};
  }
  .Toastify__toast--warning {
    --accent: ${({ theme }) => theme.palette.warning};
  }
  .Toastify__toast--info {
    --accent: ${({ theme }) => theme.palette.info};
  }
  .Toastify__toast-icon {
    margin-top: ${spacing(0.5)};
  }
`;

export const ToastText = styled.div`
  flex: 1;
  strong {
    display: block;
    font-weight: 700;
  }
`;

export const CloseButton = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${spacing(1)} -${spacing(1)} 0 0;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${({ theme }) => theme.palette.inkMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.bone};
    color: ${({ theme }) => theme.palette.ink};
  }
`;
