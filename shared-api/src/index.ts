export { ApiError, ApiNetworkError, ApiTimeoutError } from './api-error';
export { DEFAULT_TIMEOUT_MS, api, dataOf, fetchWithin } from './api-client';
export { apiBaseUrl, configureApiBaseUrl } from './api-base-url';
export { configurePublicSettings, publicSettings } from './public-settings';
export type { PublicSettings } from './public-settings';
export { LANGUAGES, SETTINGS_YOE_RANGE } from './api-contract';
export type { paths as ApiPaths } from './api-contract';
export type { ApiPath, ApiQuery, ApiRequestBody, ApiResponse, Language } from './api-types';
