import { PageLayout } from '@/ui/layout/page-layout';
import { AddonsContent, type AddonsContentProps } from './addons-content';

export function AddonsView(props: AddonsContentProps) {
  return (
    <PageLayout>
      <AddonsContent {...props} />
    </PageLayout>
  );
}
