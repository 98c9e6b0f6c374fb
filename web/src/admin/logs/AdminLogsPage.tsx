/** /admin/logs: GET /admin/logs with the filters, in cursor pages (docs/admin.md, Audit log). */
import { useState } from 'react';
import type { AdminLogEntry } from '@pilotmiles/core';
import { usePagedList } from '../shared/usePagedList';
import { AdminLogsView } from './AdminLogsView';
import { NO_LOG_FILTERS, logsQuery, type LogFilterValues } from './logFilters';

export const ADMIN_LOGS_KEY = ['admin', 'logs'] as const;

export default function AdminLogsPage() {
  const [filters, setFilters] = useState<LogFilterValues>(NO_LOG_FILTERS);
  const list = usePagedList<AdminLogEntry>(ADMIN_LOGS_KEY, '/admin/logs', logsQuery(filters));
  return <AdminLogsView filters={filters} onFilters={setFilters} list={list} />;
}
