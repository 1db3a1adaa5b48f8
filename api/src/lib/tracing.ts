import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry tracing, configured by the standard OTEL_* variables and off unless an OTLP endpoint is
 * named. Off, nothing is registered and every helper here returns after one boolean test, so a
 * process without a collector pays nothing. The spans are made by hand (docs/OPERATIONS.md,
 * "Traces"): the HTTP request, the evaluation a worker runs for it, and that evaluation's sandbox run.
 */
export type Tracing = {
  /** Sends the spans still buffered, then stops; called once the app has closed. */
  shutdown(): Promise<void>;
};

const TRACER_NAME = 'referralhub';
let on = false;
let tracer: Tracer = trace.getTracer(TRACER_NAME);

/** The variables that switch tracing on (the OpenTelemetry specification's names). */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',').map((name) => name.trim().toLowerCase());
  if (exporters && !exporters.includes('otlp')) return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

/**
 * Registers the process-wide tracer provider (W3C trace-context
 * propagation, batched OTLP/HTTP export) when the environment asks for it; spans are parented
 * explicitly, so the async context manager it registers is never entered. Call it once, before the
 * app is built; `serviceName` applies unless OTEL_SERVICE_NAME says otherwise.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (on || !tracingRequested(env)) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    // Exporter and batching read OTEL_EXPORTER_OTLP_* and OTEL_BSP_* themselves.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // No context manager: the default one (AsyncLocalStorage) is entered by the span processor for each
  // export (`context.with(suppressTracing(...))`), and on Node 20 the first `run` of any
  // AsyncLocalStorage turns on promise hooks for the whole process, so every promise of every request
  // paid for tracing, sampled or not (docs/OPERATIONS.md, "Traces"). Spans here are parented
  // explicitly and no instrumentation library is loaded, so nothing needs an active context.
  provider.register({ contextManager: null });
  tracer = provider.getTracer(TRACER_NAME);
  on = true;
  return {
    async shutdown() {
      await provider.shutdown();
    },
  };
}

export function tracingOn(): boolean {
  return on;
}

/** The incoming W3C `traceparent`/`tracestate` as the parent context (ROOT when absent or malformed). */
export function contextFromHeaders(headers: Record<string, string | string[] | undefined>): Context {
  if (headers.traceparent === undefined) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers);
}

/**
 * A server span, its attributes set only when it is recorded: a span the sampler drops still carries
 * the trace context onwards (its `traceparent` says "not sampled"), but is given nothing to keep.
 */
export function startServerSpan(name: string, parent: Context, attributes: () => Attributes): Span {
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) span.setAttributes(attributes());
  return span;
}

/**
 * A span's context as a `traceparent` value, to store with work another process will do (a
 * submission). Passed explicitly, never read from an async context: AsyncLocalStorage makes every
 * promise of every request dearer on Node 20 (docs/OPERATIONS.md, "Traces").
 */
export function traceparentOf(span: Span | undefined): string | undefined {
  if (!on || !span) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier);
  return carrier.traceparent;
}

/**
 * Runs `work` inside a span: a child of `parent` when given, else of the stored `traceparent` of the
 * request the work continues (the span joins that trace). With tracing off it only runs `work`.
 */
export async function inSpan<T>(
  name: string,
  options: { attributes?: Attributes; traceparent?: string | null; parent?: Span; kind?: SpanKind },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!on) return work(undefined);
  const parent = options.parent
    ? trace.setSpan(ROOT_CONTEXT, options.parent)
    : options.traceparent
      ? propagation.extract(ROOT_CONTEXT, { traceparent: options.traceparent })
      : ROOT_CONTEXT;
  const span = tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
  );
  try {
    return await work(span);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

export { SpanKind, SpanStatusCode, trace };
