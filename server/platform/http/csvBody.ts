import type { FastifyRequest } from 'fastify';

/** The media types a CSV file is sent as, when it is a request's whole body. */
export const CSV_TYPES = ['text/csv', 'application/csv'];

/** Whether the request says its body is a CSV file. */
export const isCsvBody = (request: FastifyRequest) =>
  CSV_TYPES.includes(
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase(),
  );
