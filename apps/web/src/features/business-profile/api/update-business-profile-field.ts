import type { BusinessProfile, ProfileField } from '@plume/contracts/business-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessProfileQueryOptions } from '@/features/business-profile/api/get-business-profile';
import { generationChecklistQueryOptions } from '@/features/business-profile/api/get-generation-checklist';

// The spec's client keys for two fields (docs/spec/part-2-signed-in-application.md §3): the server stores
// them as email and website_url.
const clientKeys: Partial<Record<ProfileField, string>> = {
  email: 'business_email',
  website_url: 'business_website',
};

export interface ProfileFieldUpdate {
  field: ProfileField;
  value: string;
}

export const updateBusinessProfileField = ({ field, value }: ProfileFieldUpdate) =>
  apiRequest<BusinessProfile>('/business-profile', {
    method: 'PUT',
    body: { [clientKeys[field] ?? field]: value },
  });

export function useUpdateBusinessProfileField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessProfileField,
    onSuccess: (profile, { field }) => {
      queryClient.setQueryData(businessProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: generationChecklistQueryOptions().queryKey });
      // The header shows the business name read from /auth/me.
      if (field === 'business_name') void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
