import type { GetStaticProps } from 'next';
import { AddonsView } from '@/features/catalog/addons/addons-view';
import { ADDONS, type AddonData } from '@/domain/catalog/addons-data';
import { pricedAddons } from '@/domain/price-book';
import { PageMeta } from '@/ui/seo/page-meta';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  addons: AddonData[];
}

const TITLE = 'Dog treats';
const INTRO =
  "Single-ingredient jerky, dental chews and plant-based bites, added to your pup's box.";

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return {
    props: { addons: pricedAddons(ADDONS, sheet).filter((addon) => addon.productType === 'TR') },
    revalidate,
  };
};

export default function TreatsPage({ addons }: Props) {
  return (
    <>
      <PageMeta title={TITLE} description={INTRO} path="/dog-treats/" />
      <AddonsView title={TITLE} intro={INTRO} addons={addons} />
    </>
  );
}
