/** A body as the browser sends it: with a fresh form token from GET /api/form-token of the service at baseUrl. */
export async function withFormToken(baseUrl: string, apiPath: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/form-token?form=${encodeURIComponent(apiPath.slice('/api/'.length))}`);
  if (response.status !== 200) throw new Error(`form token for ${apiPath}: ${response.status}`);
  return { ...body, _token: ((await response.json()) as { token: string }).token };
}
