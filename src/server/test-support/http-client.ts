/**
 * A small HTTP client for integration tests that behaves like a browser where it matters:
 * it keeps cookies, sends the app's Origin on state-changing requests, and can follow the
 * OAuth redirects of the development issuer's sign-in.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The same browser (one cookie jar) talking to another server process of one deployment. */
  at(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl);
    other.cookies = this.cookies;
    return other;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin'))
      headers.set('origin', this.baseUrl);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  async json<T = unknown>(
    path: string,
    init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const hasBody = init.body !== undefined;
    const response = await this.request(path, {
      ...init,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
      body: hasBody ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Follows redirects from `url`, returning the final response and the last location. */
  async follow(
    url: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; location: string }> {
    let response = await this.request(url, init);
    let location = url;
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const next = response.headers.get('location');
      if (!next) break;
      location = new URL(next, location.startsWith('http') ? location : this.baseUrl).toString();
      // Stop at the web app: the browser would render the SPA there.
      if (!location.includes('/oidc') && !location.includes('/api/')) break;
      response = await this.request(location);
    }
    return { response, location };
  }
}

/** Signs a person in through the full OAuth flow against the development issuer. */
export async function signIn(
  baseUrl: string,
  person: { name: string; email: string },
): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const start = await client.json<{ url: string }>('/api/login/google', {
    method: 'POST',
    body: { callbackPath: '/auth/callback' },
  });
  if (start.status !== 200) throw new Error(`Sign-in start failed: ${start.status}`);
  const toLogin = await client.follow(start.body.url);
  const interaction = new URL(toLogin.location);
  if (!interaction.pathname.startsWith('/oidc/interaction/')) {
    throw new Error(`Expected the issuer's sign-in page, got ${toLogin.location}`);
  }
  const done = await client.follow(`${interaction.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
  });
  if (!new URL(done.location).pathname.startsWith('/auth/callback')) {
    throw new Error(`Sign-in did not return to the app: ${done.location}`);
  }
  return client;
}
