import { PageLayout } from '@/ui/layout/page-layout';
import { LoginCard } from './login-card';

/** /auth/login/: email and password, the forgot-password link, and errors from the query. */
export function LoginView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <LoginCard />
    </PageLayout>
  );
}
