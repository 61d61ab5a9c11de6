import type { AdminUser } from '@plume/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface UserFilters {
  search: string;
  status: string;
}

/** Searched and filtered on the server (e-mail, names and business name, case-insensitive). */
export const getAdminUsers = ({ search, status }: UserFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (status !== 'all') query.set('status', status);
  const suffix = query.size ? `?${query.toString()}` : '';
  return apiRequest<AdminUser[]>(`/admin/users${suffix}`, { signal });
};

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: UserFilters) => useQuery(usersQueryOptions(filters));
