/** What the fulfilment API answers: the contract's views (src/contracts/admin/fulfilment). */
export type {
  BoxAddonView,
  BoxRecipeView,
  ForecastBoxView,
  FulfilmentBoxView,
  FulfilmentDateDetail,
  FulfilmentDateView,
  Page,
  PickListView,
} from '@/contracts/admin/fulfilment';
