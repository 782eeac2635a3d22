import type { FastifyBaseLogger } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];

/**
 * A request's `request.log`, which makes its pino child (the request's id bound) only when something logs through
 * it. Fastify makes one per request, and the child was up to a third of Fastify's routing of a request in the storm
 * profiles (its bindings are serialised when it is made), while most requests never log through it: the request log
 * line names the id itself (request-log.ts); errors and warnings do log through it, with the id as before.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.write("error", args);
  }
  warn(...args: unknown[]): void {
    this.write("warn", args);
  }
  info(...args: unknown[]): void {
    this.write("info", args);
  }
  debug(...args: unknown[]): void {
    this.write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.write("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private write(level: "fatal" | "error" | "warn" | "info" | "debug" | "trace", args: unknown[]): void {
    const logger = this.logger();
    Reflect.apply(logger[level], logger, args);
  }

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

/** Fastify's `childLoggerFactory`: the logger each request gets. */
export function makeRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
