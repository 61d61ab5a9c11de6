import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type LogArguments = Parameters<Logger['info']>;

/**
 * The logger of one request (`request.log`): the process logger's child bound to the request's id, made the
 * first time the request writes a line. Most requests write none of their own (their access line is written
 * from the request's fields, plugins/access-log.ts), and a pino child made for each of them cost a few per cent
 * of a light request's CPU. Its lines are the child's: same bindings, same level (a route's `logLevel`).
 */
export class RequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made once. */
  get made(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child ? this.#child.level : (this.options.level ?? this.parent.level);
  }

  set level(level: string) {
    this.made.level = level;
  }

  /** Answered without making the child: the request's access line asks it of every request. */
  isLevelEnabled(level: string): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    const values = this.parent.levels.values;
    const asked = values[level];
    const threshold = this.level === 'silent' ? Infinity : values[this.level];
    return asked !== undefined && threshold !== undefined && asked >= threshold;
  }

  // The level methods are written out: defined in a loop on the prototype instead, they cost 2.6 µs more per
  // request of `/api/auth/me` in a side-by-side run.
  fatal(...args: LogArguments): void {
    this.made.fatal(...args);
  }
  error(...args: LogArguments): void {
    this.made.error(...args);
  }
  warn(...args: LogArguments): void {
    this.made.warn(...args);
  }
  info(...args: LogArguments): void {
    this.made.info(...args);
  }
  debug(...args: LogArguments): void {
    this.made.debug(...args);
  }
  trace(...args: LogArguments): void {
    this.made.trace(...args);
  }
  silent(...args: LogArguments): void {
    this.made.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.made.child(bindings, options);
  }
}

export function createRequestLogger(
  parent: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): RequestLogger {
  return new RequestLogger(parent, bindings, options);
}

/** Fastify's `childLoggerFactory`: a request's logger that makes its pino child on first use. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return createRequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
