import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  RandomIdGenerator,
  TraceIdRatioBasedSampler,
  type IdGenerator,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';

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
/** The share of new traces kept (the root of the configured sampler), as TraceIdRatioBased bounds it. */
let rootUpperBound = 0;
const randomIds = new RandomIdGenerator();
/** A root trace id `startServerSpan` has already sampled in: the span it starts next takes this id. */
let decidedTraceId: string | undefined;
const idGenerator: IdGenerator = {
  generateTraceId() {
    const traceId = decidedTraceId ?? randomIds.generateTraceId();
    decidedTraceId = undefined;
    return traceId;
  },
  generateSpanId: () => randomIds.generateSpanId(),
};

/**
 * The sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG name, read as the SDK reads them when
 * given none (its reader is not exported), with the share of new traces its root keeps (1 always, 0
 * never, else the ratio): made here so that startServerSpan can decide a new trace before making a
 * span. Unset or unknown: parentbased_always_on; a ratio outside [0, 1] or unset: 1.
 */
function samplerFromEnv(env: NodeJS.ProcessEnv): { sampler: Sampler; rootRatio: number } {
  const ratio = () => {
    const value = env.OTEL_TRACES_SAMPLER_ARG?.trim() ? Number(env.OTEL_TRACES_SAMPLER_ARG) : NaN;
    return value >= 0 && value <= 1 ? value : 1;
  };
  switch (env.OTEL_TRACES_SAMPLER?.trim()) {
    case 'always_on':
      return { sampler: new AlwaysOnSampler(), rootRatio: 1 };
    case 'always_off':
      return { sampler: new AlwaysOffSampler(), rootRatio: 0 };
    case 'traceidratio':
      return { sampler: new TraceIdRatioBasedSampler(ratio()), rootRatio: ratio() };
    case 'parentbased_always_off':
      return { sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }), rootRatio: 0 };
    case 'parentbased_traceidratio':
      return {
        sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio()) }),
        rootRatio: ratio(),
      };
    default:
      return { sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }), rootRatio: 1 };
  }
}

/** TraceIdRatioBasedSampler's bound: a trace is kept when its id's four 32-bit words, XORed, are below it. */
const upperBoundOf = (ratio: number) =>
  ratio >= 1 ? 0x100000000 : Math.floor(Math.max(0, ratio) * 0xffffffff);

const randomWord = () => (Math.random() * 0x100000000) >>> 0;
const hexWord = (word: number) => word.toString(16).padStart(8, '0');

/**
 * A new trace id whose four 32-bit words XOR to `accumulation`, otherwise uniformly random: the value
 * TraceIdRatioBasedSampler tests is drawn first (one random number decides a new trace), and the id
 * is written only for a trace that is kept or handed on. Drawn this way, ids are distributed exactly
 * as the SDK's random ones, and the SDK's sampler, asked again on the id, decides the same.
 */
export function traceIdWithAccumulation(accumulation: number): string {
  for (;;) {
    const first = randomWord();
    const second = randomWord();
    const third = randomWord();
    const last = (accumulation ^ first ^ second ^ third) >>> 0;
    // The all-zero id is invalid (W3C); drawn once in 2^96 when the accumulation is 0.
    if (first || second || third || last)
      return hexWord(first) + hexWord(second) + hexWord(third) + hexWord(last);
  }
}

/**
 * OTLP/HTTP with protobuf bodies, the protocol the OpenTelemetry specification makes the default,
 * unless OTEL_EXPORTER_OTLP_TRACES_PROTOCOL (or OTEL_EXPORTER_OTLP_PROTOCOL) says `http/json`.
 * Protobuf is also the cheaper one here: a request span takes about a third of the time to serialize
 * and 316 bytes instead of 772 (docs/OPERATIONS.md, "Traces"). gRPC is not offered: no collector
 * this product runs beside lacks OTLP/HTTP, and it would add a gRPC stack to every process.
 */
export function otlpProtocol(env: NodeJS.ProcessEnv): 'http/protobuf' | 'http/json' {
  const variable = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const named = env[variable]?.trim();
  if (!named || named === 'http/protobuf') return 'http/protobuf';
  if (named === 'http/json') return 'http/json';
  throw new Error(
    `${variable}=${named} is not supported here: use http/protobuf (the default) or http/json.`,
  );
}

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
  const protocol = otlpProtocol(env);
  const { sampler, rootRatio } = samplerFromEnv(env);
  rootUpperBound = upperBoundOf(rootRatio);
  const provider = new NodeTracerProvider({
    sampler,
    idGenerator,
    resource: resourceFromAttributes({ 'service.name': serviceName }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    // Exporter and batching read OTEL_EXPORTER_OTLP_* and OTEL_BSP_* themselves.
    spanProcessors: [
      new BatchSpanProcessor(protocol === 'http/json' ? new OtlpJsonExporter() : new OtlpProtobufExporter()),
    ],
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

/**
 * A request's place in its trace: its span, or, for a request that starts a trace the sampler leaves
 * out, only the value that trace's id will XOR to. Such a request makes no span and no id: it only
 * needs a `traceparent` if it hands work on, and then one is made (traceparentOf).
 */
export type ServerTrace = Span | { readonly unsampledAccumulation: number };

/**
 * The server span of an HTTP request: a child of the caller's W3C `traceparent`/`tracestate` when sent,
 * else a root. A root is decided first, by one random draw tested as TraceIdRatioBased tests an id
 * (traceIdWithAccumulation), so that a request left out costs that draw and nothing else; one kept
 * gets an id drawn to match (the SDK's sampler, asked on it, keeps it too). Name and attributes are
 * computed only for a recorded span, from `subject` (the request), without a closure per request.
 */
export function startServerSpan<Subject>(
  headers: Record<string, string | string[] | undefined>,
  subject: Subject,
  nameOf: (subject: Subject) => string,
  attributesOf: (subject: Subject) => Attributes,
): ServerTrace {
  let parent = ROOT_CONTEXT;
  if (headers.traceparent !== undefined) {
    parent = propagation.extract(ROOT_CONTEXT, headers);
  } else {
    const accumulation = randomWord();
    if (accumulation >= rootUpperBound) return { unsampledAccumulation: accumulation };
    decidedTraceId = traceIdWithAccumulation(accumulation);
  }
  const span = tracer.startSpan(nameOf(subject), { kind: SpanKind.SERVER }, parent);
  decidedTraceId = undefined;
  if (span.isRecording()) span.setAttributes(attributesOf(subject));
  return span;
}

/** Whether a request's trace is a span being recorded (not a root the sampler left out). */
export function isRecorded(serverTrace: ServerTrace): serverTrace is Span {
  return 'spanContext' in serverTrace && serverTrace.isRecording();
}

/** Ends a request's span, with its status code, or as an error when the client went away (undefined). */
export function endServerSpan(serverTrace: ServerTrace, statusCode: number | undefined): void {
  if (!isRecorded(serverTrace)) return;
  if (statusCode === undefined) {
    serverTrace.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
  } else {
    serverTrace.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) serverTrace.setStatus({ code: SpanStatusCode.ERROR });
  }
  serverTrace.end();
}

/**
 * A request's trace as a `traceparent` value, to store with work another process will do (a
 * submission). Passed explicitly, never read from an async context: AsyncLocalStorage makes every
 * promise of every request dearer on Node 20 (docs/OPERATIONS.md, "Traces"). A left-out root gets a
 * new span id and the "not sampled" flag, so the worker's parent-based sampler leaves its spans out too.
 */
export function traceparentOf(serverTrace: ServerTrace | null | undefined): string | undefined {
  if (!on || !serverTrace) return undefined;
  if (!('spanContext' in serverTrace))
    return `00-${traceIdWithAccumulation(serverTrace.unsampledAccumulation)}-${randomIds.generateSpanId()}-00`;
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, serverTrace), carrier);
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
