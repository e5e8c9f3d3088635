// Placeholder until wt/admin-core lands its audit writer (replaced at the merge).
import type { Database } from '@/server/db/client';

export interface AuditEntry {
  staffId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(_db: Database, _entry: AuditEntry): Promise<void> {}
