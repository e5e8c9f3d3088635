import { PageLayout } from '@/ui/layout/page-layout';
import { FaqsContent } from './faqs-content';

/** Support & FAQ: questions grouped by topic, filtered as you type. */
export function FaqsView() {
  return (
    <PageLayout>
      <FaqsContent />
    </PageLayout>
  );
}
