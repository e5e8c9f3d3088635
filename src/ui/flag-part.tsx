import type { ReactNode } from 'react';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import type { FlagName } from '@/config/flags';

/**
 * Part of the page shown only while a flag is on. It is always in the HTML (hidden while the flag
 * is off), so the server's HTML and the first render in the browser agree whatever the
 * experiments decide later.
 */
export function FlagPart({ name, children }: { name: FlagName; children: ReactNode }) {
  const shown = useFlag(name);
  return (
    <div data-flag={name} hidden={!shown}>
      {children}
    </div>
  );
}
