import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onToastRequested } from './toast/notify';

// react-toastify and its stylesheet (which it injects on mount) live in this chunk only.
const LazyToastContainer = dynamic(() => import('./toast/toast-container'), { ssr: false });

export { notify } from './toast/notify';

/**
 * Mounted once in _app. Renders nothing, and loads nothing, until something asks for a toast;
 * notify() calls made before then are queued and shown once the container is up.
 */
export function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return needed ? <LazyToastContainer /> : null;
}
