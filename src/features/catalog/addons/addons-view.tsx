import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { AddonsContentProps } from './addons-content';
import ServerAddonsContent from './addons-content.server-html';

// Rendered by the server and not hydrated: the cards only describe the extras (they are chosen
// in the funnel and the account), so nothing here but the link onward is interactive.
const AddonsContent = staticIsland<AddonsContentProps>({
  server: typeof window === 'undefined' ? ServerAddonsContent : null,
  load: () => import('./addons-content').then((module) => module.AddonsContent),
});

export function AddonsView(props: AddonsContentProps) {
  return (
    <PageLayout>
      <AddonsContent {...props} />
    </PageLayout>
  );
}
