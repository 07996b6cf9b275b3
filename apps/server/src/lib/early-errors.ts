import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";
import { errorHandler } from "./error-handler.ts";

/**
 * Requests refused before any route runs — by Node's HTTP parser or by Fastify's router — answer in the same
 * `{ statusCode, code, message }` shape as every other error, instead of Fastify's own bodies.
 */

/**
 * Fastify's `frameworkErrors`: a path parameter longer than the router takes (`maxParamLength`) names nothing a
 * route could hold, so it is 404 like any unknown path; a path that is not valid percent-encoding is 400.
 */
export const answerRouterError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const path = request.url.split("?")[0] ?? "/";
  const answer =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new AppError("NotFound", { message: `Route ${request.method} ${path} not found` })
      : error.code === "FST_ERR_BAD_URL"
        ? new AppError("ValidationError", { message: "The path is not valid percent-encoding" })
        : error;
  return errorHandler(answer, request, reply);
};

type ClientError = Error & { code?: string; rawPacket?: unknown };

// The parser reports a too-long request line and too-long header fields alike; a packet that starts a request but
// ends its first line only past the limit (or not at all) had a too-long URL.
const requestLineTooLong = (rawPacket: unknown) => {
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Z-]+ /.test(rawPacket.toString("latin1", 0, 16))) return false;
  const lineEnd = rawPacket.indexOf("\r\n");
  return lineEnd === -1 || lineEnd >= maxHeaderSize;
};

const clientErrorAnswer = (error: ClientError): AppError => {
  switch (error.code) {
    case "HPE_INVALID_METHOD":
      // RFC 9110 §15.6.2: a method the server does not recognise is 501.
      return new AppError("NotImplemented", {
        message: "This server does not recognise the request's method",
      });
    case "HPE_HEADER_OVERFLOW":
      return requestLineTooLong(error.rawPacket)
        ? new AppError("UriTooLong", { message: `The URL is longer than ${maxHeaderSize} bytes` })
        : new AppError("HeadersTooLarge", {
            message: `The header fields exceed ${maxHeaderSize} bytes in all`,
          });
    default:
      return new AppError("ValidationError", { message: "The request is not well-formed HTTP" });
  }
};

/**
 * Fastify's `clientErrorHandler`, for what Node's parser refuses. Like Fastify's default it writes the answer
 * straight to the socket and closes it; a timeout keeps Fastify's 408 status, in the error shape.
 */
export const answerClientError = (error: ClientError, socket: Socket) => {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const response =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? {
          statusCode: 408,
          code: "ValidationError",
          message: "The request did not arrive in time",
        }
      : clientErrorAnswer(error).toResponse();
  if (socket.writable) {
    const body = JSON.stringify(response);
    socket.write(
      `HTTP/1.1 ${response.statusCode} ${STATUS_CODES[response.statusCode]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
