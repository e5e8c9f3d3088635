import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerResetPasswordCard from './reset-password-card.server-html';

// The card paints from the server's HTML; its code follows the first load and hydrates it.
const ResetPasswordCard = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerResetPasswordCard : null,
  load: () => import('./reset-password-card').then((module) => module.ResetPasswordCard),
});

export function ResetPasswordView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <ResetPasswordCard />
    </PageLayout>
  );
}
