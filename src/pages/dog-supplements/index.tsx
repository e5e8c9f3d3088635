import type { GetStaticProps } from 'next';
import { AddonsView } from '@/features/catalog/addons/addons-view';
import { ADDONS, type AddonData } from '@/domain/catalog/addons-data';
import { pricedAddons } from '@/domain/price-book';
import { PageMeta } from '@/ui/seo/page-meta';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  addons: AddonData[];
}

const TITLE = 'Dog supplements';
const INTRO =
  'Soft chews for joints, digestion and calm, packed in jars and delivered with your plan.';

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return {
    props: { addons: pricedAddons(ADDONS, sheet).filter((addon) => addon.productType === 'SP') },
    revalidate,
  };
};

export default function SupplementsPage({ addons }: Props) {
  return (
    <>
      <PageMeta title={TITLE} description={INTRO} path="/dog-supplements/" />
      <AddonsView title={TITLE} intro={INTRO} addons={addons} />
    </>
  );
}
