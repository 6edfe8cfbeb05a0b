import { expect } from 'vitest';

/** Checks a refusal as the site receives it: the status, JSON, the code and a German message; returns the error body. */
export async function expectErrorAnswer(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/[äöüß]|Bitte|Anfrage/);
  return body.error;
}
