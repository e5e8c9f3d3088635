import { ResetPasswordView } from '@/features/auth/login/reset-password-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ResetPasswordPage() {
  return (
    <>
      <PageMeta title="Reset password" path="/auth/reset-password/" noindex />
      <ResetPasswordView />
    </>
  );
}
