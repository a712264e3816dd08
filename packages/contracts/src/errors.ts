/** The error body every API 4xx/5xx answers with. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}
