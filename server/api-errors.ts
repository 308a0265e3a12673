// The JSON shape of every API error: a stable machine-readable code plus a German message
// that can be shown as is.
export interface ApiError {
  error: string;
  message: string;
  field?: string;
}

export function apiError(error: string, message: string, field?: string): ApiError {
  return field ? { error, message, field } : { error, message };
}
