import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true afterwards (and on later mounts). */
export const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
