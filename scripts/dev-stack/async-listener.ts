import type http from 'node:http';

/**
 * An async request handler as a Node request listener: a handler that throws answers 500 with the
 * error's message instead of leaving the request hanging and the rejection unhandled.
 */
export const asyncListener =
  (handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown>): http.RequestListener =>
  (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'internal error');
    });
  };
