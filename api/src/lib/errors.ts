/** An error the client caused or may see: answered as {message, errors} with its status, never as a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** Extra fields merged into the JSON body (for example a numeric `code`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: Record<string, string> = {}) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorised. Please log in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors: Record<string, string> = {}) => new HttpError(409, message, errors);
