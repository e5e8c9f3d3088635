import { HomeView } from '@/features/marketing/home/home-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function HomePage() {
  return (
    <>
      <PageMeta path="/" />
      <HomeView />
    </>
  );
}
