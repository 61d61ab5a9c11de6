import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { THUMB_SIZE } from './image-processing';

export interface VideoFacts {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** WebP poster frame, or null when ffmpeg is missing or could not read the video. */
  poster: Buffer | null;
}

export interface VideoProbe {
  isAvailable(): Promise<boolean>;
  inspect(file: string): Promise<VideoFacts>;
}

const unknownFacts: VideoFacts = { width: null, height: null, durationMs: null, poster: null };

function run(command: string, args: string[], encoding: 'utf8' | 'buffer') {
  return new Promise<string | Buffer>((resolve, reject) => {
    execFile(command, args, { encoding, maxBuffer: 32 * 1024 * 1024, timeout: 30_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/**
 * Duration, dimensions and a poster frame through Debian's ffmpeg/ffprobe. When they are absent the upload
 * still succeeds, without poster or duration (the library then shows the placeholder): the degraded path.
 */
export function createVideoProbe(paths: { ffmpeg: string; ffprobe: string }): VideoProbe {
  let available: Promise<boolean> | undefined;
  const isAvailable = () =>
    (available ??= run(paths.ffprobe, ['-version'], 'utf8').then(
      () => true,
      () => false,
    ));

  async function facts(file: string) {
    const json = (await run(
      paths.ffprobe,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height:format=duration',
        '-of',
        'json',
        file,
      ],
      'utf8',
    )) as string;
    const parsed = JSON.parse(json) as {
      streams?: { width?: number; height?: number }[];
      format?: { duration?: string };
    };
    const stream = parsed.streams?.[0];
    const seconds = Number(parsed.format?.duration);
    return {
      width: stream?.width ?? null,
      height: stream?.height ?? null,
      durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
    };
  }

  async function poster(file: string, durationMs: number | null) {
    // A frame a little in, so the poster is not the black first frame of most phone videos.
    const at = durationMs && durationMs > 2000 ? '1' : '0';
    const frame = (await run(
      paths.ffmpeg,
      ['-v', 'error', '-ss', at, '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-'],
      'buffer',
    )) as Buffer;
    return sharp(frame)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
  }

  return {
    isAvailable,
    async inspect(file) {
      if (!(await isAvailable())) return unknownFacts;
      try {
        const known = await facts(file);
        return { ...known, poster: await poster(file, known.durationMs).catch(() => null) };
      } catch {
        return unknownFacts;
      }
    },
  };
}
