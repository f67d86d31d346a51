export { AllExceptionsFilter } from './all-exceptions.filter';
export { PAGE_FALLBACK, type PageAnswer, type PageFallback } from './page-fallback';
export { rewriteMalformedUrl } from './malformed-url';
export { clientErrorAnswer } from './client-error';
