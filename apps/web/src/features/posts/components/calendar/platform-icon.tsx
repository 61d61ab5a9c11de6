import type { PostPlatform } from '@plume/contracts/posts';
import { Facebook, Instagram, Linkedin } from 'lucide-react';
import { cn } from '@/lib/utils';
import { frCalendar } from '@/locales/fr-calendar';

const icons = { facebook: Facebook, instagram: Instagram, linkedin: Linkedin };
const colours = { facebook: 'text-blue-600', instagram: 'text-pink-600', linkedin: 'text-sky-700' };

export function PlatformIcon({ platform, className }: { platform: PostPlatform; className?: string }) {
  const Icon = icons[platform];
  return (
    <Icon
      role="img"
      aria-label={frCalendar.platforms[platform]}
      className={cn('size-3.5 shrink-0', colours[platform], className)}
    />
  );
}
