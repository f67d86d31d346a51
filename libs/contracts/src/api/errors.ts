/** Shape of every error answer of the api. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level problems of a 400, each naming the field. */
  issues?: { path: string; message: string }[];
  requestId?: string;
  /** On 429: seconds until the caller may try again (also sent as the Retry-After header). */
  retryAfterSeconds?: number;
}
