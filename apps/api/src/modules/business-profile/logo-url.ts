/** The logo's public address; the version changes at each upload so caches fetch the new image. */
export function logoUrl(userId: string, version: number | null): string | null {
  return version ? `/api/business-profile/logo/${userId}?v=${version}` : null;
}
