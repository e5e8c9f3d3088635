import { PageLayout } from '@/ui/layout/page-layout';
import { ForgotPasswordCard } from './forgot-password-card';

export function ForgotPasswordView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <ForgotPasswordCard />
    </PageLayout>
  );
}
