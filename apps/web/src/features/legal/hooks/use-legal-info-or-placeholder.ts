import type { LegalInfo } from '@plume/contracts/app-info';
import { fr } from '@/locales/fr';
import { frLegal } from '@/locales/fr-legal';
import { useLegalInfo } from '@/features/legal/api/get-legal-info';

const unknown = frLegal.unknownValue;
const UNKNOWN_INFO: LegalInfo = {
  brand_name: fr.brand.name,
  publisher_name: unknown,
  publisher_status: unknown,
  siret: unknown,
  address: unknown,
  registry_city: unknown,
  director: unknown,
  contact_email: unknown,
  host_name: unknown,
  host_address: unknown,
  is_placeholder: false,
};

/** The legal values, or ellipses while they load or when the API cannot be reached: the texts stay readable. */
export function useLegalInfoOrPlaceholder() {
  const { data, isError } = useLegalInfo();
  return { info: data ?? UNKNOWN_INFO, isPlaceholder: data?.is_placeholder ?? false, isError };
}
