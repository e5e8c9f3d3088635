import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerLoginCard from './login-card.server-html';

// The form paints from the server's HTML; its code follows the first load and hydrates it. What
// was typed meanwhile is kept, and a click on Log in is answered once the code is there.
const LoginCard = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerLoginCard : null,
  load: () => import('./login-card').then((module) => module.LoginCard),
});

/** /auth/login/: email and password, the forgot-password link, and errors from the query. */
export function LoginView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <LoginCard />
    </PageLayout>
  );
}
