// The parts of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    /** Cycled through by every connection. */
    requests?: Array<{ method?: string; path: string }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
