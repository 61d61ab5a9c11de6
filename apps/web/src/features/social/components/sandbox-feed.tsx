import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Alert } from '@/components/ui/alert';
import { NETWORK_LOOKS } from '@/components/network-icons';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/dates';
import { fr } from '@/locales/fr';
import { useSandboxFeed } from '@/features/social/api/get-sandbox-feed';
import { SandboxMedia } from '@/features/social/components/sandbox-media';

/** The sandbox network's local feed: what was "published", with its media. */
export function SandboxFeed() {
  const feed = useSandboxFeed(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{fr.social.feed.title}</CardTitle>
        <CardDescription>{fr.social.feed.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {feed.isPending && <Spinner />}
        {feed.isError && <Alert variant="destructive">{fr.social.feed.error}</Alert>}
        {feed.data?.posts.length === 0 && (
          <p className="text-sm text-muted-foreground">{fr.social.feed.empty}</p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {feed.data?.posts.map((post) => {
            const { Icon } = NETWORK_LOOKS[post.platform];
            return (
              <li key={post.id} className="flex flex-col gap-3 rounded-lg border p-4">
                <div className="flex items-center gap-2 text-sm">
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="font-semibold">{post.account_name}</span>
                  <span className="ml-auto text-muted-foreground">{formatDateTime(post.published_at)}</span>
                </div>
                {post.media.length > 0 && (
                  <div className={post.media.length > 1 ? 'grid grid-cols-2 gap-2' : ''}>
                    {post.media.map((item) => (
                      <SandboxMedia key={item.id} id={item.id} kind={item.kind} />
                    ))}
                  </div>
                )}
                <p className="text-sm whitespace-pre-line">{post.text}</p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
