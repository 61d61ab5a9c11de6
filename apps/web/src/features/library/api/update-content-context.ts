import type { ContentUpdatedResponse } from '@plume/contracts/library';
import { apiRequest } from '@/lib/api-client';

export const updateContentContext = (id: string, context: string) =>
  apiRequest<ContentUpdatedResponse>(`/content/${id}/context`, { method: 'PUT', body: { context } });
