import {
  CustomerCareView,
  type CustomerCareViewProps,
} from '@/features/admin/customers/customer-care-view';
import { DomainError } from '@/server/errors';
import { staffPage } from '@/server/admin/page-guard';
import { can } from '@/server/admin/permissions';
import { getDb } from '@/server/db/client';
import { getCustomerCare } from '@/server/services/care/customer-care-view';
import { getCustomerAddress } from '@/server/services/care/customer-edits';
import { listConsentRecords } from '@/server/services/consents/consents-service';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';
import { quizCatalog } from '@/features/onboarding/quiz-catalog';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { recipeOptions } from '@/features/account/edit-recipes/offered-recipes';

/** The catalogue the plan pickers offer: the same recipes and extras as the customer's screens. */
const planCatalog = async () => ({
  recipes: recipeOptions(RECIPES),
  addons: quizCatalog((await publicPrices()).sheet).addons,
  showLamb: serverFlags().SHOW_LAMB,
});

export const getServerSideProps = staffPage<
  Pick<CustomerCareViewProps, 'care' | 'missing' | 'catalog' | 'consents' | 'address'>
>('customers.read', async ({ query, res }, { row }) => {
  const id = Number(query.customerId);
  const missing = () => {
    res.statusCode = 404;
    return { missing: true };
  };
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return missing();
  try {
    const care = await getCustomerCare(getDb(), id, {
      staffId: row.id,
      canSeeCards: can(row.role, 'customers.cards.read'),
    });
    const consents = can(row.role, 'consents.read')
      ? { consents: await listConsentRecords(getDb(), id) }
      : {};
    return can(row.role, 'customers.act')
      ? {
          care,
          catalog: await planCatalog(),
          address: await getCustomerAddress(getDb(), id),
          ...consents,
        }
      : { care, ...consents };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return missing();
    throw error;
  }
});

export default function AdminCustomerPage(props: CustomerCareViewProps) {
  return <CustomerCareView {...props} />;
}
