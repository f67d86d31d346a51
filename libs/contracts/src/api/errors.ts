/** Shape of every error answer of the api. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level problems of a 400, each naming the field. */
  issues?: { path: string; message: string }[];
  requestId?: string;
}
