import { ContentView } from '@/features/marketing/content/content-view';
import { PROMO_CODE_META } from '@/features/marketing/content/meta/promo-code';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PromoCodePage() {
  return (
    <>
      <PageMeta {...PROMO_CODE_META} />
      <ContentView page="promo-code" />
    </>
  );
}
