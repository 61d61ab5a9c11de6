import type { MySubscription } from '@plume/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getMySubscription = (signal?: AbortSignal) =>
  apiRequest<MySubscription>('/payments/my-subscription', { signal });

export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'my-subscription'],
    queryFn: ({ signal }) => getMySubscription(signal),
  });

export const useMySubscription = () => useQuery(mySubscriptionQueryOptions());
