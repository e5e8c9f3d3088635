import type {
  CustomerListRow,
  ListFilterName,
  SavedView,
  SubscriptionListRow,
} from '@/contracts/admin/lists';
import type { StaffSession } from '@/contracts/admin/staff';

export type ListFilterValues = Partial<Record<ListFilterName, string>>;

/** What a list page's loader gives its view (rows of customers or of plans). */
export interface ListPageProps<Row extends CustomerListRow | SubscriptionListRow> {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  filters?: ListFilterValues;
  results?: Row[];
  nextAfter?: number | null;
  errors?: Record<string, string[]>;
  views?: SavedView[];
}
