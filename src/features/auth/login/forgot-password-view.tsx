import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerForgotPasswordCard from './forgot-password-card.server-html';

// The card paints from the server's HTML; its code follows the first load and hydrates it.
const ForgotPasswordCard = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerForgotPasswordCard : null,
  load: () => import('./forgot-password-card').then((module) => module.ForgotPasswordCard),
});

export function ForgotPasswordView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <ForgotPasswordCard />
    </PageLayout>
  );
}
