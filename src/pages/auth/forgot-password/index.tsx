import { ForgotPasswordView } from '@/features/auth/login/forgot-password-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageMeta title="Forgot password" path="/auth/forgot-password/" noindex />
      <ForgotPasswordView />
    </>
  );
}
