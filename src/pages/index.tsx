import { PageLayout } from '@/ui/layout/page-layout';

export default function HomePage() {
  return (
    <PageLayout>
      <h1>Ollie</h1>
    </PageLayout>
  );
}
