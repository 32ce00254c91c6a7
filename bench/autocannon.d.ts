// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx'?: number;
    '2xx': number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** a fixed number of requests instead of a duration */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
