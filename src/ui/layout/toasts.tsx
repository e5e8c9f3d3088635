import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onToastRequested } from './toast/notify';

const LazyToastContainer = dynamic(() => import('./toast/toast-container'), { ssr: false });

/** Mounted once in _app: loads the toast container the first time something asks for a toast. */
export function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return needed ? <LazyToastContainer /> : null;
}
