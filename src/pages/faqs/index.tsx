import { FaqsView } from '@/features/marketing/faqs/faqs-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function FaqsPage() {
  return (
    <>
      <PageMeta
        title="Support & FAQ"
        description="Answers about Ollie food, plans, delivery and your account."
        path="/faqs/"
      />
      <FaqsView />
    </>
  );
}
