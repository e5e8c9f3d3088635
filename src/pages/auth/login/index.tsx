import { LoginView } from '@/features/auth/login/login-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function LoginPage() {
  return (
    <>
      <PageMeta title="Log in" path="/auth/login/" noindex />
      <LoginView />
    </>
  );
}
