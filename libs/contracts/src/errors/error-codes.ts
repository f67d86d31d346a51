/**
 * Every machine-readable error code of the product, with the HTTP status it answers. A code is a
 * stable name a client may branch on (the message beside it is for people and may be reworded);
 * never rename or reuse one. Codes of generation failures travel in `generation:failed` events
 * and never become HTTP answers, but have a status too, so every code maps the same way.
 */
export const ERROR_STATUS = {
  // The request itself is wrong.
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  // Who is asking.
  SIGN_IN_REQUIRED: 401,
  INVALID_ACCESS_TOKEN: 401,
  SESSION_NOT_FOUND: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ADMIN_REQUIRED: 403,
  FORBIDDEN: 403,
  // Accounts.
  EMAIL_TAKEN: 409,
  EMAIL_DELIVERY_FAILED: 503,
  // Generations and conversations.
  GENERATION_NOT_FOUND: 404,
  CONVERSATION_NOT_FOUND: 404,
  ANONYMOUS_GENERATION_DISABLED: 403,
  GENERATION_DECLINED: 422,
  WORKER_LOST: 500,
  GENERATION_LOST: 500,
  MODEL_AUTHENTICATION: 502,
  MODEL_NOT_FOUND: 502,
  MODEL_RATE_LIMITED: 429,
  MODEL_UNAVAILABLE: 502,
  MODEL_TIMEOUT: 504,
  MODEL_UNREACHABLE: 502,
  MODEL_BAD_RESPONSE: 502,
  MODEL_CONNECTION_LOST: 502,
  MODEL_REJECTED: 422,
  MODEL_NO_CODE: 422,
  // Operator panel: accounts, credits, promo codes, projects and the operator's settings.
  MAINTENANCE_MODE: 503,
  REGISTRATION_CLOSED: 403,
  ACCOUNT_DISABLED: 403,
  CREDITS_EXHAUSTED: 402,
  USER_NOT_FOUND: 404,
  OWN_ACCOUNT_LOCKED: 409,
  PLAN_NOT_FOUND: 404,
  ALERT_NOT_FOUND: 404,
  SITE_FORM_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  PROJECT_BUSY: 409,
  PROJECT_LIMIT_REACHED: 409,
  PROMO_CODE_TAKEN: 409,
  PROMO_CODE_NOT_FOUND: 404,
  PROMO_CODE_INACTIVE: 409,
  PROMO_CODE_EXPIRED: 409,
  PROMO_CODE_USED_UP: 409,
  PROMO_CODE_ALREADY_REDEEMED: 409,
  MODEL_NOT_CONFIGURED: 409,
  // GitHub: the integration, the user's connection, and GitHub's own answers.
  GITHUB_DISABLED: 403,
  GITHUB_NOT_CONFIGURED: 503,
  GITHUB_NOT_CONNECTED: 404,
  GITHUB_STATE_INVALID: 400,
  GITHUB_AUTHORIZATION_REFUSED: 400,
  GITHUB_RECONNECT_REQUIRED: 409,
  GITHUB_NO_REPOSITORY: 400,
  GITHUB_REPO_NOT_FOUND: 404,
  GITHUB_FORBIDDEN: 403,
  GITHUB_REJECTED: 422,
  GITHUB_RATE_LIMITED: 429,
  GITHUB_UNAVAILABLE: 502,
  GITHUB_PUSH_NOT_FOUND: 404,
  GITHUB_NOTHING_TO_PUSH: 409,
  GITHUB_PUSH_LOST: 500,
  // Checked output: the checks of edited code (their threads are all busy, or a check broke).
  CHECKS_BUSY: 503,
  CHECKS_FAILED: 500,
  // The server side: a backing service that is down is worth retrying, a bug is not.
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The reason phrase of each status the api answers with, for the error body's `error` field. */
export const STATUS_REASON: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
