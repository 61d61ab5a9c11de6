import type { PostPlatform } from '@plume/contracts/posts';
import { NETWORK_LOOKS } from '@/components/network-icons';
import { cn } from '@/lib/utils';
import { frCalendar } from '@/locales/fr-calendar';

export function PlatformIcon({ platform, className }: { platform: PostPlatform; className?: string }) {
  const { Icon, text } = NETWORK_LOOKS[platform];
  return (
    <Icon
      role="img"
      aria-label={frCalendar.platforms[platform]}
      className={cn('size-3.5 shrink-0', text, className)}
    />
  );
}
