/** A refusal the API answers on purpose; the error handler turns it into the contract's error body. */
export type ApiErrorDetail = { code: string; message: string; field?: string };

export class ApiError extends Error {
  readonly details: ApiErrorDetail[];
  /** meta.errors.order: codes the storefront reacts to (e.g. menu_item_missing) */
  readonly orderCodes: string[];

  constructor(
    readonly statusCode: number,
    details: ApiErrorDetail | ApiErrorDetail[],
    orderCodes?: string[],
  ) {
    const list = Array.isArray(details) ? details : [details];
    super(list[0]?.message ?? 'Request refused');
    this.name = 'ApiError';
    this.details = list;
    this.orderCodes = orderCodes ?? [...new Set(list.map((d) => d.code))];
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, { code, message });
export const unprocessable = (code: string, message: string, field?: string) =>
  new ApiError(422, field === undefined ? { code, message } : { code, message, field });

/** Largest value a PostgreSQL integer column holds; larger ids cannot exist, so they are simply unknown. */
export const maxDbInteger = 2_147_483_647;
export const isDbId = (value: number) => Number.isInteger(value) && value > 0 && value <= maxDbInteger;

/** PostgreSQL text cannot hold NUL characters; strip them before a string reaches SQL. */
// eslint-disable-next-line no-control-regex -- control characters are what this strips
export const sqlSafe = (value: string) => value.replace(/\u0000/g, '');

/** sqlSafe applied to every string inside a JSON-like value. */
export function deepSqlSafe<T>(value: T): T {
  if (typeof value === 'string') return sqlSafe(value) as T;
  if (Array.isArray(value)) return value.map(deepSqlSafe) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [sqlSafe(k), deepSqlSafe(v)])) as T;
  }
  return value;
}
