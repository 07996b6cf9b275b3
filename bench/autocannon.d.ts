// The parts of autocannon 9 the benchmarks use (the package ships no types).
declare module "autocannon" {
  export type RequestParams = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type Request = RequestParams & {
    /** Called before each request; `context` lives until the connection loops back to its first request. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  };

  export type Options = RequestParams & {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  const autocannon: ((options: Options) => Promise<Result>) & {
    /** Turns raw results (as autocannon gives them inside a worker thread) into the usual summary. */
    aggregateResult(results: Result[], options: Pick<Options, "url" | "connections">): Result;
  };
  export default autocannon;
}
