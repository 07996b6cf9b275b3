import type { FastifyBaseLogger } from "fastify";
import { type DestinationStream, pino } from "pino";
import pretty from "pino-pretty";
import type { LogLevel } from "../config.ts";
import { isQueryError, summarizeDatabaseError } from "./db-error.ts";

// Query parameters that carry one-time secrets (verification and reset links, OAuth callbacks).
const secretQueryParameters = /([?&](?:token|code|state|password|secret|refreshToken)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(secretQueryParameters, "$1[redacted]");

type RequestLike = {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
};

export type LoggerOptions = {
  level: LogLevel;
  pretty: boolean;
  /** Where JSON lines go; standard output by default. */
  destination?: DestinationStream;
};

/**
 * Pretty, human-readable lines when a person watches a development terminal; JSON lines otherwise.
 * Cookies, authorization headers and token query parameters never reach the log.
 */
export const createLogger = ({ level, pretty: usePretty, destination }: LoggerOptions): FastifyBaseLogger =>
  pino(
    {
      level,
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'req.headers["x-api-key"]',
          'res.headers["set-cookie"]',
        ],
        censor: "[redacted]",
      },
      serializers: {
        // A failed query's parameters are user data: log its SQLSTATE, object names and SQL shape instead.
        err: (error: unknown) =>
          isQueryError(error) ? summarizeDatabaseError(error) : pino.stdSerializers.err(error as Error),
        req: (request: RequestLike) => ({
          method: request.method,
          url: request.url === undefined ? undefined : redactUrl(request.url),
          ip: request.ip,
          userAgent: request.headers?.["user-agent"],
        }),
      },
    },
    usePretty
      ? pretty({ translateTime: "HH:MM:ss.l", ignore: "pid,hostname", sync: true })
      : (destination ?? pino.destination({ dest: 1, sync: true })),
  );
