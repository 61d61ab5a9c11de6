export interface MetaEndpoints {
  version: string;
  graphUrl: string;
  graphVideoUrl: string;
  instagramApiUrl: string;
  instagramGraphUrl: string;
}

/** `${base}/${version}/${path}` without doubled slashes. */
export const versioned = (base: string, version: string, path: string) =>
  `${base.replace(/\/$/, '')}/${version}/${path.replace(/^\//, '')}`;
