import type { AuthUser, SignInResponse, SignUpResponse } from '@infragen/contracts';

/** Small HTTP helpers of the account tests: JSON in, status + JSON + cookies out. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  cookies: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked with toMatchObject
export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    body: body as T,
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
  };
}

/** `name=value` of a Set-Cookie line of that cookie, ready for a Cookie header. */
export function cookieOf(answer: Answer, name: string): string {
  const line = answer.cookies.find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(answer.cookies)}`);
  return line.split(';')[0];
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'correct horse battery staple';

export interface SignedIn {
  user: AuthUser;
  token: string;
  cookie: string;
}

/** Signs up (no SMTP configured, so signed in at once) and returns the session. */
export async function signUpUser(baseUrl: string, email = uniqueEmail(), fullName = 'Ada Lovelace'): Promise<SignedIn> {
  const answer = await call<SignUpResponse>(baseUrl, 'POST', '/api/auth/signup', {
    body: { fullName, email, password: GOOD_PASSWORD, acceptTerms: true },
    headers: { 'x-forwarded-for': `10.9.${counter % 250}.${Math.floor(Math.random() * 250)}` },
  });
  if (answer.status !== 201 || !answer.body.session || !answer.body.user)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    user: answer.body.user,
    token: answer.body.session.accessToken,
    cookie: cookieOf(answer, 'infragen_refresh'),
  };
}

export async function signInUser(baseUrl: string, email: string, password = GOOD_PASSWORD): Promise<SignedIn> {
  const answer = await call<SignInResponse>(baseUrl, 'POST', '/api/auth/signin', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    user: answer.body.user,
    token: answer.body.session.accessToken,
    cookie: cookieOf(answer, 'infragen_refresh'),
  };
}
