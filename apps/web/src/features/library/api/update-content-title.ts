import type { ContentUpdatedResponse } from '@plume/contracts/library';
import { apiRequest } from '@/lib/api-client';

export const updateContentTitle = (id: string, title: string) =>
  apiRequest<ContentUpdatedResponse>(`/content/${id}/title`, { method: 'PUT', body: { title } });
