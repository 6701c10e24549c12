import type { FastifyInstance } from 'fastify';
import { InputError, parseJsonText, structuredFromText, type InputIssue, type StructuredDocument } from '@factlint/kernel';

/** How a request body is named in messages: `request body:3:14: facts[0].review_by: …`. */
export const BODY = 'request body';

/**
 * Request bodies are read as text and parsed by factlint, not by the framework: JSON (fast path)
 * or YAML, so a bad body gets the messages a bad scenario file gets — line, column and path —
 * and keys that could reach a prototype are refused the same way.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  const parse =
    (read: (text: string) => StructuredDocument) =>
    (_request: unknown, body: string | Buffer, done: (err: Error | null, doc?: StructuredDocument) => void) => {
      try {
        done(null, read(String(body)));
      } catch (e) {
        done(Array.isArray(e) ? new InputError(e as InputIssue[]) : (e as Error));
      }
    };
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    parse((text) => parseJsonText(text, BODY)),
  );
  app.addContentTypeParser(
    ['application/yaml', 'application/x-yaml', 'text/yaml'],
    { parseAs: 'string', bodyLimit },
    parse((text) => structuredFromText(text, BODY)),
  );
}

/** The parsed body of a request, or an input error saying what to send. */
export function bodyDocument(body: unknown): StructuredDocument {
  if (!body || typeof body !== 'object' || !('locate' in body)) {
    throw new InputError([
      { file: BODY, path: '', message: 'expected a JSON body (Content-Type: application/json) or YAML (application/yaml)' },
    ]);
  }
  return body as StructuredDocument;
}
