import { ContentView } from '@/features/marketing/content/content-view';
import { PROMO_CODE } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PromoCodePage() {
  return (
    <>
      <PageMeta
        title={PROMO_CODE.title}
        description={PROMO_CODE.description}
        path={PROMO_CODE.path}
      />
      <ContentView page={PROMO_CODE} />
    </>
  );
}
