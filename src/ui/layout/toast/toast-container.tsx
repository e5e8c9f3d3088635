import { useEffect } from 'react';
import { ToastContainer, toast, type TypeOptions } from 'react-toastify';
import styled from 'styled-components';
import { TOAST_AUTO_CLOSE_MS, TOAST_MAX_WIDTH_PX } from '@/config/constants';
import { attachToastListener, type ToastMessage } from './notify';

const Frame = styled.div`
  .Toastify__toast-container {
    width: min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 24px));
    max-width: ${TOAST_MAX_WIDTH_PX}px;
  }
  .Toastify__toast {
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.palette.ink};
  }
  strong {
    display: block;
  }
`;

function ToastBody({ title, message }: { title?: string; message: string }) {
  return (
    <div>
      {title ? <strong>{title}</strong> : null}
      <span>{message}</span>
    </div>
  );
}

/** react-toastify's container, loaded on the first toast. Four kinds, 8 seconds, 568px wide at most. */
export default function LazyToastContainer() {
  useEffect(
    () =>
      attachToastListener(({ kind, message, title }: ToastMessage) => {
        toast(<ToastBody title={title} message={message} />, {
          type: kind as TypeOptions,
          role: kind === 'error' ? 'alert' : 'status',
        });
      }),
    [],
  );
  return (
    <Frame>
      <ToastContainer
        position="top-center"
        autoClose={TOAST_AUTO_CLOSE_MS}
        theme="light"
        closeOnClick={false}
      />
    </Frame>
  );
}
