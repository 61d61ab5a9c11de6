// The image figures of the content bench: how many saved posts carry a library photo, how often a photo is
// reused within the month, and whether each post left without one gets a stock-search suggestion.
import { stockSearchSuggestion } from '@plume/api/modules/posts/image-suggestion';
import type { PostSlot, WrittenPost } from '@plume/api/modules/posts/writer.port';

export interface ImageFigures {
  business: string;
  library: number;
  posts: number;
  withImage: number;
  instagram: number;
  instagramWithImage: number;
  /** Uses of a photo beyond its first in the month (another network or a later post). */
  reuses: number;
  bare: number;
  suggested: number;
}

export function imageFigures(
  business: string,
  library: number,
  saved: readonly { slot: PostSlot; post: WrittenPost }[],
): ImageFigures {
  const shown = saved.filter(({ slot }) => slot.mediaIds.length > 0);
  const bare = saved.filter(({ slot }) => slot.mediaIds.length === 0);
  const instagram = saved.filter(({ slot }) => slot.platform === 'instagram');
  return {
    business,
    library,
    posts: saved.length,
    withImage: shown.length,
    instagram: instagram.length,
    instagramWithImage: instagram.filter(({ slot }) => slot.mediaIds.length > 0).length,
    reuses: shown.length - new Set(shown.map(({ slot }) => slot.mediaIds.join(' '))).size,
    bare: bare.length,
    suggested: bare.filter(({ post }) => stockSearchSuggestion(post.title, post.text) !== null).length,
  };
}

export function printImageFigures(label: string, figures: readonly ImageFigures[]): void {
  const sum = (key: keyof Omit<ImageFigures, 'business'>) => figures.reduce((total, f) => total + f[key], 0);
  const withLibrary = figures.filter((f) => f.library > 0);
  const covered = withLibrary.reduce((total, f) => total + f.withImage, 0);
  const posts = withLibrary.reduce((total, f) => total + f.posts, 0);
  console.log(
    [
      `images (${label}) : posts avec photo ${sum('withImage')}/${sum('posts')}`,
      `dont mois avec photothèque ${covered}/${posts}`,
      `Instagram avec photo ${sum('instagramWithImage')}/${sum('instagram')}`,
      `réemplois ${sum('reuses')}`,
      `sans image ${sum('bare')}, dont avec recherche suggérée ${sum('suggested')}`,
    ].join(' · '),
  );
  if (process.env.BENCH_DETAILS && label !== 'ensemble')
    for (const f of withLibrary)
      console.log(
        `${f.business} — ${f.library} photo(s) : ${f.withImage}/${f.posts} posts illustrés, ${f.reuses} réemplois`,
      );
}
