// The one error body of the reference (service.md §7): { statusCode, message, requestId, path }.
// Route code throws ApiError; the app's onError is the single place that turns it into that body, which keeps
// every handler free of response plumbing.
import { randomUUID } from 'node:crypto';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown by the fault injector to make the transport drop the connection instead of answering. */
export class ConnectionDropped extends Error {
  constructor() {
    super('sandbox fault: connection dropped');
    this.name = 'ConnectionDropped';
  }
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  requestId: string;
  path: string;
}

/** Unique per request across resets and processes, like the service's (quote it to support). */
export function newRequestId(): string {
  return randomUUID();
}

export function errorBody(statusCode: number, message: string, path: string): ErrorBody {
  return { statusCode, message, requestId: newRequestId(), path };
}
