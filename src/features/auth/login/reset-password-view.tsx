import { PageLayout } from '@/ui/layout/page-layout';
import { ResetPasswordCard } from './reset-password-card';

export function ResetPasswordView() {
  return (
    <PageLayout footer="simple" showBanner={false}>
      <ResetPasswordCard />
    </PageLayout>
  );
}
