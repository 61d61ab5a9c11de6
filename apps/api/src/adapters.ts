import { createHmac } from 'node:crypto';
import { sliceOf, type AppConfig } from './config';
import { mailConfig } from './integrations/mail/mail.config';
import { storageConfig } from './integrations/storage/storage.config';
import { createOfflineAnalyser } from './integrations/analyser/offline-analyser';
import { createOpenAiPostWriter } from './integrations/llm/openai-post-writer';
import { createOpenAiWebsiteAnalyser } from './integrations/llm/openai-website-analyser';
import { createMailer } from './integrations/mail/create-mailer';
import { createDemoProvider, type DemoProviderOptions } from './integrations/payments/demo-provider';
import { createStripeProvider } from './integrations/payments/stripe-provider';
import { createDemoCatalogue } from './integrations/stock-images/demo-catalogue';
import { createPixabayClient } from './integrations/stock-images/pixabay.client';
import { createMediaStorage } from './integrations/storage/create-storage';
import type { Clock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import type { WebsiteAnalyser } from './modules/analysis/analyser.port';
import type { MailAdapters } from './modules/auth/mailer.port';
import { createOfflinePostWriter } from './integrations/writer/offline-writer';
import type { PostWriter } from './modules/posts/writer.port';
import type { StockApiCache, StockImageProvider } from './modules/stock-images/stock-images.port';
import type { DemoPaymentSide, PaymentProvider } from './ports/payments.port';
import type { MediaStorage } from './ports/storage.port';

/**
 * Part of the composition root: the one place that picks each outside service's adapter from the
 * configuration — the real provider when its settings are present, its demonstration twin otherwise. Modules
 * receive these through their ports and never import an integration (docs/decisions/0025-ports-and-adapters.md).
 */
export function createAdapters({
  config,
  clock,
  secrets,
}: {
  config: AppConfig;
  clock: Clock;
  secrets: Pick<Secrets, 'jwtSecret'>;
}) {
  const llm = config.LLM_BASE_URL
    ? { baseURL: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY ?? 'non-utilisee', model: config.LLM_MODEL }
    : undefined;
  const writerLimits = { instagramHashtagCap: config.POSTS_INSTAGRAM_HASHTAG_CAP };

  const storage: MediaStorage = createMediaStorage(sliceOf(config, storageConfig), config.dataDir);
  const mail: MailAdapters = createMailer(sliceOf(config, mailConfig), config.BRAND_NAME, clock);
  /** Pixabay when PIXABAY_API_KEY is set, the generated demonstration catalogue otherwise. */
  const stockImages = (cache: StockApiCache): StockImageProvider =>
    config.PIXABAY_API_KEY
      ? createPixabayClient({
          apiKey: config.PIXABAY_API_KEY,
          baseUrl: config.PIXABAY_BASE_URL,
          maxRequestsPerMinute: config.PIXABAY_MAX_REQUESTS_PER_MINUTE,
          cache,
          clock,
        })
      : createDemoCatalogue();
  // The OpenAI-compatible writer and analyser when an endpoint is configured, the embedded ones otherwise.
  const analyser: WebsiteAnalyser = llm ? createOpenAiWebsiteAnalyser(llm) : createOfflineAnalyser();
  // The embedded writer also writes what the endpoint could not (one bad answer never fails a month).
  const offlineWriter = createOfflinePostWriter({ limits: writerLimits });
  const writer: PostWriter = llm
    ? createOpenAiPostWriter({
        ...llm,
        limits: writerLimits,
        concurrency: config.LLM_WRITER_CONCURRENCY,
        fallback: offlineWriter,
      })
    : offlineWriter;

  /**
   * Stripe when STRIPE_SECRET_KEY is set; otherwise the demonstration twin, whose "vendor state" is the
   * application's own checkout records (read through `findSession`) and whose provider side plays its pages.
   */
  const payments = (
    findSession: DemoProviderOptions['findSession'],
  ): { provider: PaymentProvider; demo?: DemoPaymentSide } => {
    if (config.STRIPE_SECRET_KEY) {
      const provider = createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        apiBase: config.STRIPE_API_BASE,
        clock,
      });
      return { provider };
    }
    const demo = createDemoProvider({
      // Derived from the shared JWT secret so every process signs and checks demonstration events alike.
      secret: createHmac('sha256', secrets.jwtSecret).update('plume-demo-payments').digest('hex'),
      clock,
      findSession,
    });
    return { provider: demo, demo };
  };

  return { storage, mail, stockImages, analyser, writer, payments };
}

export type Adapters = ReturnType<typeof createAdapters>;
