import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from './get-library';
import { updateContentContext } from './update-content-context';
import { updateContentTitle } from './update-content-title';

/** The edit dialog saves both fields through their two endpoints, then reloads the library once. */
export function useUpdateContentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; title: string; context: string }) => {
      await updateContentTitle(input.id, input.title);
      return updateContentContext(input.id, input.context);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
