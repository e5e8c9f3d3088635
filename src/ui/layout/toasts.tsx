import { useEffect, useState } from 'react';
import { clientOnly } from '../client-only';
import { onToastRequested } from './toast/notify';

// react-toastify and its stylesheet (which it injects on mount) live in this chunk only.
const LazyToastContainer = clientOnly(() =>
  import('./toast/toast-container').then((module) => module.default),
);

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
